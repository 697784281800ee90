// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkFileSize,
  checkFileType,
  expandFileTypes,
  fileExtension,
  formatFileSize,
  isAllowedFileType,
  VALIDATION_KEYS as K,
} from '@core/validation';

describe('file type groups (spec workflow-enterprise-embedding 5)', () => {
  it.each([
    ['documents', ['a.pdf', 'b.et', 'c.dps', 'd.txt', 'e.json'], ['x.doc', 'y.png']],
    ['images', ['a.bmp', 'b.jpg', 'c.png', 'd.gif', 'e.tif', 'f.JPEG'], ['x.pdf', 'y.webp', 'z.svg']],
    ['office', ['a.doc', 'b.docx', 'c.xls', 'd.xlsx', 'e.ppt', 'f.pptx', 'g.wps'], ['x.pdf', 'y.jpg']],
  ])('%s', (group, allowed, refused) => {
    for (const name of allowed) expect(isAllowedFileType(name, [group])).toBe(true);
    for (const name of refused) expect(isAllowedFileType(name, [group])).toBe(false);
  });

  it('mixes groups and single extensions, with or without dots', () => {
    expect(expandFileTypes(['images', '.PDF', 'zip'])).toEqual(['bmp', 'jpg', 'png', 'gif', 'tif', 'jpeg', 'pdf', 'zip']);
    expect(isAllowedFileType({ name: 'scan.PDF' }, ['.pdf'])).toBe(true);
    expect(isAllowedFileType({ filename: 'x.zip' }, ['zip'])).toBe(true);
  });

  it('refuses names without an extension and unnamed values', () => {
    expect(isAllowedFileType('README', ['documents'])).toBe(false);
    expect(isAllowedFileType('.pdf', ['documents'])).toBe(false);
    expect(isAllowedFileType({ size: 3 }, ['documents'])).toBe(false);
  });

  it('reads the last extension of a path', () => {
    expect(fileExtension('C:\\docs\\a.tar.GZ')).toBe('gz');
    expect(fileExtension('dir.v2/readme')).toBe('');
  });

  it('answers the fileType key with the allowed list (spec portal-shell 5: admin image)', () => {
    expect(checkFileType('licence.gif', ['jpeg', 'jpg', 'bmp', 'png'])).toEqual({
      key: K.fileType,
      vars: { types: 'jpeg, jpg, bmp, png' },
    });
    expect(checkFileType('licence.png', ['jpeg', 'jpg', 'bmp', 'png'])).toBeUndefined();
  });
});

describe('file size', () => {
  const twoMb = 2 * 1024 * 1024;
  it('allows up to the maximum, refuses above it', () => {
    expect(checkFileSize({ name: 'a.png', size: twoMb }, twoMb)).toBeUndefined();
    expect(checkFileSize({ name: 'a.png', size: twoMb + 1 }, twoMb)).toEqual({ key: K.fileSize, vars: { max: '2 MB' } });
  });
  it('lets files of unknown size through', () => {
    expect(checkFileSize('a.png', 1)).toBeUndefined();
  });
  it.each([
    [2048 * 1024, '2 MB'],
    [500 * 1024, '500 KB'],
    [1536 * 1024, '1.5 MB'],
    [300, '300 B'],
    [1024 ** 3, '1 GB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
