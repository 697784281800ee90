import {
  WATERMARK_DEFAULTS,
  decodeWatermarkInfo,
  formatTimestamp,
  pickWatermarkConfig,
  toWatermarkOptions,
} from '../../../../src/shell/layout/watermarkConfig';

const b64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const info = { username: '张采购', account: 'buyer', email: 'buyer@example.com' };
const now = new Date(2026, 10, 2, 9, 5);

describe('watermark config mapping (spec portal-shell 3 and 9)', () => {
  it('decodes /infoshow: base64 of UTF-8 username#account#email', () => {
    expect(decodeWatermarkInfo(b64('张采购#buyer#buyer@example.com'))).toEqual(info);
    expect(decodeWatermarkInfo(b64('李#supplier#'))).toEqual({ username: '李', account: 'supplier', email: '' });
    expect(decodeWatermarkInfo('not base64!')).toBeUndefined();
  });

  it('uses the spec defaults when the config leaves size, font, colour and rotation out', () => {
    const options = toWatermarkOptions({ enable: 1, tags: 'username,account,email', opacity: 15 }, info, now);
    expect(options).toEqual({
      lines: ['张采购', 'buyer', 'buyer@example.com', '2026-11-02 09:05'],
      width: 340,
      height: 340,
      fontSize: 16,
      color: '#E8E9EB',
      rotate: 16,
      opacity: 0.15,
    });
    expect(WATERMARK_DEFAULTS).toMatchObject({ width: 340, height: 340, fontSize: 16, color: '#E8E9EB', rotate: 16 });
  });

  it('shows the tagged fields in the config order, then the timestamp, and takes given sizes', () => {
    const options = toWatermarkOptions(
      { tags: 'account, username, phone', width: 200, height: 120, fontSize: 12, color: 'cccccc', rotate: -30, opacity: 250 },
      info,
      now,
    );
    expect(options.lines).toEqual(['buyer', '张采购', formatTimestamp(now)]);
    expect(options).toMatchObject({ width: 200, height: 120, fontSize: 12, color: '#cccccc', rotate: -30, opacity: 1 });
    expect(toWatermarkOptions({ tags: 'email' }, { ...info, email: '' }, now).lines).toEqual([formatTimestamp(now)]);
    expect(toWatermarkOptions({ color: 'red;background:url(x)', width: -5, opacity: 0 }, info, now)).toMatchObject({
      color: '#E8E9EB',
      width: 340,
      opacity: 1,
    });
  });

  it('picks the enabled config of the platform and path; enable 0 turns it off', () => {
    const rows = [
      { platform: 'ep', path: '/', enable: 1, tags: 'username' },
      { platform: '*', path: '/', enable: 1, tags: 'account' },
      { platform: 'su', path: '/pages/main/workbench', enable: 1, tags: 'email' },
    ];
    expect(pickWatermarkConfig(rows, 'ep', '/pages/main/home')?.tags).toBe('username');
    expect(pickWatermarkConfig(rows, 'su', '/pages/main/home')?.tags).toBe('account');
    expect(pickWatermarkConfig(rows, 'su', '/pages/main/workbench/todo')?.tags).toBe('email');
    expect(pickWatermarkConfig([{ platform: '*', path: '/', enable: 0 }], 'ep', '/pages/main/home')).toBeUndefined();
    expect(pickWatermarkConfig([{ platform: 'su', path: '/', enable: 1 }], 'ep', '/pages/main/home')).toBeUndefined();
    expect(pickWatermarkConfig([], 'ep', '/')).toBeUndefined();
  });
});
