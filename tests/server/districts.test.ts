// @vitest-environment node
/**
 * The district calls (spec portal-shell 7): countries and China's areas, one
 * level at a time or a whole subtree, in the asked or the session's language,
 * English names of China's areas romanised; public, cacheable by language, and
 * a 4xx for a bad or unknown code.
 */
import { romanisedName } from '../../server/routes/districtNames';
import type { TestServer } from './helpers/testServer';
import { get, startTestServer } from './helpers/testServer';

interface Place {
  adcode: string;
  name: string;
  leaf: boolean;
  children?: Place[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

describe('getcountrys', () => {
  it('answers the countries in the asked language, China first, without a session', async () => {
    const en = await get<Place[]>(server.app, '/eps/config/district/getcountrys?langPack=en');
    expect(en.status).toBe(200);
    expect(en.body.data[0]).toEqual({ adcode: 'CN', name: "People's Republic of China", leaf: false });
    expect(en.body.data.find((c) => c.adcode === 'DE')).toEqual({ adcode: 'DE', name: 'Germany', leaf: true });
    expect(en.raw.headers['cache-control']).toBe('public, max-age=86400');
    const zh = await get<Place[]>(server.app, '/eps/config/district/getcountrys?langPack=zh-cn');
    expect(zh.body.data[0]?.name).toBe('中国');
    expect(zh.body.data.find((c) => c.adcode === 'DE')?.name).toBe('德国');
  });

  it('without langPack answers in the visitor\'s language and is kept by no shared cache', async () => {
    const en = await get<Place[]>(server.app, '/eps/config/district/getcountrys', { headers: { cookie: 'EPSLANG=en' } });
    expect(en.body.data.find((c) => c.adcode === 'DE')?.name).toBe('Germany');
    expect(en.raw.headers['cache-control']).toBe('private, no-cache');
    const zh = await get<Place[]>(server.app, '/eps/config/district/getcountrys', { headers: { cookie: 'EPSLANG=zh-cn' } });
    expect(zh.body.data.find((c) => c.adcode === 'DE')?.name).toBe('德国');
  });

  it('refuses an unknown language with a 400', async () => {
    expect((await get(server.app, '/eps/config/district/getcountrys?langPack=fr')).status).toBe(400);
  });
});

describe('getDistrictByparentCode', () => {
  it('answers one level: China\'s provinces, a province\'s cities, a city\'s counties', async () => {
    const provinces = await get<Place[]>(server.app, '/eps/config/district/getDistrictByparentCode?parentCode=CN&langPack=zh-cn');
    expect(provinces.body.data).toHaveLength(34);
    expect(provinces.body.data.find((p) => p.adcode === '310000')).toEqual({ adcode: '310000', name: '上海市', leaf: false });
    expect(provinces.body.data.every((p) => p.children === undefined)).toBe(true);
    const cities = await get<Place[]>(server.app, '/eps/config/district/getDistrictByparentCode?parentCode=440000&langPack=en');
    expect(cities.body.data.find((c) => c.adcode === '440300')).toEqual({ adcode: '440300', name: 'Shenzhen', leaf: false });
    const counties = await get<Place[]>(server.app, '/eps/config/district/getDistrictByparentCode?parentCode=310100&langPack=en');
    expect(counties.body.data.find((c) => c.adcode === '310115')).toEqual({ adcode: '310115', name: 'Pudong New Area', leaf: true });
  });

  it('descendants=1 answers the whole subtree (the cascader searches every level)', async () => {
    const tree = await get<Place[]>(server.app, '/eps/config/district/getDistrictByparentCode?parentCode=CN&descendants=1&langPack=en');
    const shanghai = tree.body.data.find((p) => p.adcode === '310000');
    expect(shanghai?.children?.[0]?.children?.some((c) => c.name === 'Pudong New Area')).toBe(true);
  });

  it('a foreign country has no lower level; a bad code is a 400, an unknown one a 404', async () => {
    expect((await get<Place[]>(server.app, '/eps/config/district/getDistrictByparentCode?parentCode=DE')).body.data).toEqual([]);
    expect((await get(server.app, '/eps/config/district/getDistrictByparentCode?parentCode=<script>')).status).toBe(400);
    expect((await get(server.app, '/eps/config/district/getDistrictByparentCode')).status).toBe(400);
    expect((await get(server.app, '/eps/config/district/getDistrictByparentCode?parentCode=999999')).status).toBe(404);
    expect((await get(server.app, '/eps/config/district/getDistrictByparentCode?parentCode=ZZ')).status).toBe(404);
  });
});

describe('English names of China\'s areas', () => {
  it('are pinyin written as place names: joined syllables, apostrophes, the generic part and the peoples in English', () => {
    expect(romanisedName('北京市')).toBe('Beijing');
    expect(romanisedName('西安市')).toBe("Xi'an");
    expect(romanisedName('重庆市')).toBe('Chongqing');
    expect(romanisedName('厦门市')).toBe('Xiamen');
    expect(romanisedName('海淀区')).toBe('Haidian District');
    expect(romanisedName('浦东新区')).toBe('Pudong New Area');
    expect(romanisedName('大理白族自治州')).toBe('Dali Bai Autonomous Prefecture');
    expect(romanisedName('黔东南苗族侗族自治州')).toBe('Qiandongnan Miao and Dong Autonomous Prefecture');
    expect(romanisedName('新疆维吾尔自治区')).toBe('Xinjiang Uygur Autonomous Region');
    expect(romanisedName('鄂温克族自治旗')).toBe('Ewenki Autonomous Banner');
    expect(romanisedName('香港特别行政区')).toBe('Hong Kong');
    expect(romanisedName('陕西省')).toBe('Shaanxi');
  });
});
