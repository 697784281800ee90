/**
 * The one list of renderers (renderers/definitions.ts): every renderer
 * folder is in it, its examples pass the checks `schemas:check` runs, its
 * palette texts exist in both languages, and it loads no UI code.
 */
import { readdirSync } from 'node:fs';
import { build } from 'esbuild';
import { rendererCategories, rendererDefinition, rendererDefinitions } from '../../../renderers/definitions';
import { registry } from '../../../renderers';
import { bundledTextKeys } from '../../../server/lowcode/documentCheckRun';
import { RENDERER_CATEGORIES } from '@core/registry';
import { createDocumentChecker } from '@core/schema/checkDocument';
import { buildMetaSchema } from '@core/schema/metaSchema';
import zhCn from '../../../src/i18n/locales/zh-cn/renderers.json';
import en from '../../../src/i18n/locales/en/renderers.json';

const RENDERERS_DIR = new URL('../../../renderers/', import.meta.url);

/** Every folder under renderers/ except the shared code: each one is a renderer. */
const rendererFolders = (): string[] =>
  readdirSync(RENDERERS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .map((entry) => entry.name)
    .sort();

/** The value at a dotted path of a bundle. */
const at = (bundle: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), bundle);

describe('renderers/definitions.ts', () => {
  it('lists every renderer folder, once, named by its type', () => {
    const types = rendererDefinitions.map((definition) => definition.type);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual(rendererFolders());
  });

  it('is the list the registry is built from, in the same order', () => {
    expect(registry.types).toEqual(rendererDefinitions.map((definition) => definition.type));
    for (const definition of rendererDefinitions) expect(registry.get(definition.type)).toMatchObject(definition);
  });

  it('looks a type up by own name only', () => {
    expect(rendererDefinition('table')?.type).toBe('table');
    expect(rendererDefinition('constructor')).toBeUndefined();
    expect(rendererDefinition('__proto__')).toBeUndefined();
    expect(rendererDefinition('nope')).toBeUndefined();
  });

  it('gives examples that pass the checks of schemas:check, with no warnings', () => {
    const checker = createDocumentChecker(buildMetaSchema(rendererDefinitions), undefined, rendererDefinitions);
    const textKeys = bundledTextKeys();
    for (const definition of rendererDefinitions) {
      expect(definition.example.type, definition.type).toBe(definition.type);
      const document = { schemaVersion: 1, ...definition.example };
      const found = checker.check(document, { resolveScreen: () => undefined, textKeys, origin: 'product' });
      expect(found.map((problem) => `${problem.pointer}: ${problem.message}`), definition.type).toEqual([]);
      expect(checker.warnings(document), definition.type).toEqual([]);
    }
  });

  it('has a category and palette texts in both languages for every renderer', () => {
    for (const definition of rendererDefinitions) {
      expect(RENDERER_CATEGORIES, definition.type).toContain(definition.category);
      for (const key of [definition.titleKey, definition.descriptionKey]) {
        expect(key.startsWith('renderers.'), key).toBe(true);
        const path = key.slice('renderers.'.length);
        expect(typeof at(zhCn, path), `zh-cn ${key}`).toBe('string');
        expect(typeof at(en, path), `en ${key}`).toBe('string');
      }
    }
    for (const { titleKey } of rendererCategories) {
      const path = titleKey.slice('renderers.'.length);
      expect(typeof at(zhCn, path), `zh-cn ${titleKey}`).toBe('string');
      expect(typeof at(en, path), `en ${titleKey}`).toBe('string');
    }
  });

  it('loads no React and no antd', async () => {
    const result = await build({
      entryPoints: [new URL('definitions.ts', RENDERERS_DIR).pathname],
      bundle: true,
      write: false,
      metafile: true,
      packages: 'external',
      platform: 'neutral',
      logLevel: 'silent',
    });
    const packages = Object.values(result.metafile.inputs).flatMap((input) => input.imports.filter((i) => i.external).map((i) => i.path));
    const files = Object.keys(result.metafile.inputs);
    expect(files.filter((file) => /\.tsx$|\.css$/.test(file))).toEqual([]);
    expect(packages.filter((name) => /^(react|react-dom|antd|@ant-design\/)/.test(name))).toEqual([]);
    expect(files).toContain('renderers/table/props.schema.ts');
  });
});
