/**
 * The build-time facts (build/buildTimeFacts.ts, bundled and run in Node
 * as a `vite build` runs it): the ids of the screen documents the build
 * validated, the split-out renderer types each document uses (the portal
 * starts loading them together with the document), the precompiled document
 * validator, and the portal's theme and antd styles.
 */
import { buildTimeFacts, type BuildTimeFacts } from '../../../../build/buildTimeFacts.mjs';
import { registry } from '../../../../renderers';

describe('build/buildTimeFacts.ts', () => {
  let facts: BuildTimeFacts;
  beforeAll(async () => {
    facts = await buildTimeFacts();
  }, 60_000);

  it('lists the valid documents and the split-out renderers each uses', () => {
    const { ids, renderers } = facts.checkedScreens;
    expect(ids).toContain('home/index');
    expect(ids).toContain('user/setting');
    // The home page's tiles, list and statistic renderers are split out; `page` is in the main bundle.
    expect(renderers['home/index']).toEqual(expect.arrayContaining(['tiles', 'list', 'statistic']));
    expect(renderers['home/index']).not.toContain('page');
    expect(renderers['user/setting']).toContain('form');
    for (const types of Object.values(renderers)) {
      for (const type of types) expect(registry.get(type)?.load, type).toBeTypeOf('function');
    }
  });

  it('compiles the document validator to code that needs no ajv at run time', () => {
    const { validatorCode } = facts.checkedScreens;
    expect(validatorCode).toMatch(/export const metaSchemaKey = "/);
    expect(validatorCode).not.toMatch(/require\(/);
  });

  it("works out the portal's theme and antd's styles with their style map", () => {
    const { theme, antdCss } = facts.portalStyles;
    expect(Object.keys(theme.presetShades).length).toBeGreaterThan(0);
    expect(antdCss).toContain('data-ant-cssinjs-cache-path');
    expect(antdCss).toMatch(/\.ant-btn/);
  });
});
