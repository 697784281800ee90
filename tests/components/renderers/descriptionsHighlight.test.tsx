/**
 * Descriptions items: `highlightOn` (a value that differs from its reference
 * is marked by background, icon and a visible word, not by colour alone) and
 * the `fileSize` value type (bytes shown as "1.5 MB" in the user's language).
 */
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderSchema } from '../../helpers/renderSchema';
import { preloadRenderers } from './preload';

beforeAll(() => preloadRenderers(['descriptions']));

const NODE = {
  type: 'descriptions',
  items: [
    { label: 'Name', field: 'name', highlightOn: "name != referName", highlightLabel: { 'zh-cn': '不一致', en: 'Differs' } },
    { label: 'Legal', field: 'legal', highlightOn: 'legal != referLegal' },
    { label: 'Size', field: 'size', valueType: 'fileSize' },
    { label: 'Broken', field: 'legal', highlightOn: 'referLegal ==' },
  ],
};

describe('descriptions highlightOn and fileSize', () => {
  it('marks only the items whose expression holds, with a visible word', async () => {
    const { container } = renderSchema(NODE, { data: { name: 'A Ltd', referName: 'B Ltd', legal: 'Li', referLegal: 'Li', size: 1572864 } });
    expect(await screen.findByText('1.5 MB')).toBeTruthy();
    const marks = container.querySelectorAll('mark[data-highlighted="true"]');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.textContent).toBe('A LtdDiffers');
    expect(screen.getByText('Differs')).toBeTruthy();
    expect(screen.getByText('1.5 MB')).toBeTruthy();
    // A malformed expression does not highlight (and does not break the item).
    expect(screen.getAllByText('Li')).toHaveLength(2);
  });

  it('uses the default word in Chinese and keeps zh-cn digits', async () => {
    const { container } = renderSchema(NODE, { language: 'zh-cn', data: { name: 'A', referName: 'A', legal: 'Li', referLegal: 'Wang', size: '2048' } });
    expect(await screen.findByText('2 KB')).toBeTruthy();
    const marks = container.querySelectorAll('mark[data-highlighted="true"]');
    expect(marks).toHaveLength(1);
    expect(marks[0]?.textContent).toBe('Li需注意');
    expect(screen.getByText('2 KB')).toBeTruthy();
  });
});
