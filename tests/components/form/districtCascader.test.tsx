/**
 * The `districtCascader` widget in a real form with real antd and the data the
 * server's district calls answer: country then province / city / county, codes
 * written to the sibling fields (default and configured names), names in the
 * user's language at every level (China's romanised in English), search,
 * read-only names, and the lazy path: China's areas are asked for only when
 * China is opened.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormEngine } from '../../../renderers/form/formEngine';
import { districtApi, type DistrictApi } from '../../helpers/districtApi';
import { renderSchema } from '../../helpers/renderSchema';
import { createTestEnv } from '../../helpers/testEnv';
import { submittedValues, withProbe } from './formProbe';

beforeAll(async () => {
  await loadFormEngine();
});

const hidden = { 'ui:widget': 'hidden' };

function districtForm(options: Record<string, unknown> = {}, names = ['countryCode', 'provinceCode', 'cityCode', 'regionCode'], initialValues?: Record<string, unknown>, readonly = false) {
  const [country = '', ...rest] = names;
  return withProbe({
    schema: { type: 'object', required: [country], properties: Object.fromEntries(names.map((n) => [n, { type: 'string', title: n === country ? 'Area' : n }])) },
    uiSchema: {
      [country]: { 'ui:widget': 'districtCascader', 'ui:options': options, ...(readonly ? { 'ui:readonly': true } : {}) },
      ...Object.fromEntries(rest.map((n) => [n, hidden])),
    },
    ...(initialValues ? { initialValues } : {}),
  });
}

async function open(): Promise<void> {
  const box = await screen.findByRole('combobox');
  await waitFor(() => expect(document.querySelector('.eps-district-cascader .ant-select-arrow-loading')).toBeNull());
  fireEvent.mouseDown(box);
}

/** Clicks the item `name` of menu column `column` (0: countries; search results are column 0). */
async function choose(name: string, column = 0): Promise<void> {
  const item = await waitFor(
    () => {
      const menu = document.querySelectorAll('.ant-cascader-menu')[column];
      const items = [...(menu?.querySelectorAll<HTMLElement>('.ant-cascader-menu-item') ?? [])];
      const found = items.find((el) => el.getAttribute('title') === name || el.textContent === name);
      if (!found) throw new Error(`no menu item ${name} yet in column ${column}: ${items.slice(0, 5).map((el) => el.textContent).join(', ')}`);
      return found;
    },
    { timeout: 10_000 },
  );
  await act(async () => {
    fireEvent.click(item);
  });
}

describe('district cascader', () => {
  it('a foreign country is one level, written to countryCode; China is not loaded for it', async () => {
    const api = districtApi();
    const { env } = renderSchema(districtForm(), { api });
    await open();
    await choose('Germany');
    expect(await submittedValues(env)).toEqual({ countryCode: 'DE' });
    expect(api.parents).toEqual([]);
  });

  it('China opens province, city and county (loaded then, in English), codes written to the four siblings', async () => {
    const api: DistrictApi = districtApi();
    const { env } = renderSchema(districtForm(), { api });
    await open();
    // The first country is China (in English, its official name).
    await choose("People's Republic of China");
    await choose('Shanghai', 1);
    expect(api.parents).toEqual(['CN']);
    await choose('Shanghai', 2);
    await choose('Pudong New Area', 3);
    expect(await submittedValues(env)).toEqual({ countryCode: 'CN', provinceCode: '310000', cityCode: '310100', regionCode: '310115' });
    expect(document.querySelector('.eps-district-cascader')?.textContent).toContain("People's Republic of China / Shanghai / Shanghai / Pudong New Area");
  });

  it('field names come from ui:options; switching to a foreign country clears the lower levels', async () => {
    const names = ['nation', 'prov', 'town', 'county'];
    const { env } = renderSchema(
      districtForm({ countryField: 'nation', provinceField: 'prov', cityField: 'town', regionField: 'county' }, names, { nation: 'CN', prov: '440000', town: '440300', county: '440305' }),
      { api: districtApi(), language: 'zh-cn' },
    );
    await waitFor(() => expect(document.querySelector('.eps-district-cascader')?.textContent).toContain('广东省 / 深圳市 / 南山区'));
    await open();
    await choose('法国');
    expect(await submittedValues(env)).toEqual({ nation: 'FR' });
  });

  it('names in Chinese for a Chinese user, and search finds a county by name', async () => {
    const { env } = renderSchema(districtForm(), { language: 'zh-cn', api: districtApi() });
    await open();
    expect(await menuItemTitle('中国')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('.eps-district-cascader input');
    if (!input) throw new Error('no search input');
    fireEvent.change(input, { target: { value: '浦东' } });
    await choose('中国 / 上海市 / 上海市 / 浦东新区');
    expect(await submittedValues(env)).toEqual({ countryCode: 'CN', provinceCode: '310000', cityCode: '310100', regionCode: '310115' });
  });

  it('read-only shows names, not codes, in the user language', async () => {
    const env = createTestEnv({ language: 'en', api: districtApi() });
    renderSchema(districtForm({}, undefined, { countryCode: 'CN', provinceCode: '310000', cityCode: '310100', regionCode: '310115' }, true), { env });
    await waitFor(() => expect(document.querySelector('.eps-district-text')?.textContent).toBe("People's Republic of China / Shanghai / Shanghai / Pudong New Area"));
    expect(document.querySelector('.eps-district-text')?.textContent).not.toContain('310115');
  });

  it('says so when the places cannot be loaded, and keeps the form usable', async () => {
    renderSchema(districtForm(), { api: () => Promise.reject(new Error('network down')) });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });

  it('a required area refuses an empty value', async () => {
    renderSchema(districtForm(), { api: districtApi() });
    await screen.findByRole('combobox');
    fireEvent.click(screen.getByRole('button', { name: 'Probe' }));
    expect(await screen.findByText(/required/i)).toBeTruthy();
  });
});

async function menuItemTitle(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>(`.ant-cascader-menu-item[title="${title}"]`);
    if (!found) throw new Error(`no ${title}`);
    return found;
  });
}
