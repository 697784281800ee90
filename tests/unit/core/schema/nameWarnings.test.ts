/**
 * The check warns (does not refuse) when a node that needs an
 * accessible name has none: an icon-only button without `label` or
 * `ariaLabel`, an image without `alt`. The shipped schemas have none.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../../../renderers';
import { createDocumentChecker } from '@core/schema/checkDocument';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { nameWarnings } from '@core/schema/nameWarnings';
import { createDocumentValidator, formatIssue } from '@core/schema/validateDocument';

const document = {
  schemaVersion: 1,
  type: 'page',
  body: [
    { type: 'button', icon: 'edit' },
    { type: 'button', icon: 'edit', ariaLabel: { 'zh-cn': '编辑', en: 'Edit' } },
    { type: 'button', icon: 'edit', label: { 'zh-cn': '编辑', en: 'Edit' } },
    { type: 'button', label: { 'zh-cn': '保存', en: 'Save' } },
    { type: 'actions', items: [{ type: 'button', icon: 'delete', label: { 'zh-cn': ' ', en: '' } }] },
    { type: 'image', src: '/a.png' },
    { type: 'image', src: '/b.png', alt: 'usercenter.fields.avatar' },
  ],
};

describe('nameWarnings', () => {
  it('warns for icon-only buttons and images without alt, with their pointers', () => {
    const warnings = nameWarnings(document, registry.list());
    expect(warnings.map((w) => [w.pointer, w.vars.type, w.severity])).toEqual([
      ['/body/0', 'button', 'warning'],
      ['/body/4/items/0', 'button', 'warning'],
      ['/body/5', 'image', 'warning'],
    ]);
    expect(formatIssue(warnings[0]!)).toBe('a button here has no accessible name: set label, ariaLabel');
  });

  it('is a warning only: the document stays valid for the meta-schema', () => {
    expect(createDocumentValidator(buildMetaSchema(registry.list()))(document)).toEqual([]);
  });

  it('the document checker answers them as warnings beside (not among) its problems', () => {
    const checker = createDocumentChecker(buildMetaSchema(registry.list()), undefined, registry.list());
    expect(checker.check(document)).toEqual([]);
    expect(checker.warnings(document).map((w) => [w.pointer, w.key, w.message])).toEqual([
      ['/body/0', 'core.schema.unnamed', 'a button here has no accessible name: set label, ariaLabel'],
      ['/body/4/items/0', 'core.schema.unnamed', 'a button here has no accessible name: set label, ariaLabel'],
      ['/body/5', 'core.schema.unnamed', 'a image here has no accessible name: set alt'],
    ]);
    // Without the renderers' rules, and for a document it cannot walk, there is nothing to warn about.
    expect(createDocumentChecker(buildMetaSchema(registry.list())).warnings(document)).toEqual([]);
    expect(checker.warnings({ type: 'page', schemaVersion: 99 })).toEqual([]);
  });

  it('npm run schemas:check prints the warning and still passes', () => {
    const root = process.cwd();
    const tsx = createRequire(join(root, 'package.json')).resolve('tsx/cli');
    const file = join(root, '.tmp', 'unnamed-button.json');
    mkdirSync(join(root, '.tmp'), { recursive: true });
    writeFileSync(file, JSON.stringify(document));
    const output = execFileSync(process.execPath, [tsx, 'scripts/schemas-check.ts', file], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    expect(output).toMatch(/1 file\(s\) valid, 3 warning\(s\)/);
  }, 120_000);

  it('the shipped schemas name every button and image', () => {
    const output = execFileSync(process.execPath, [createRequire(join(process.cwd(), 'package.json')).resolve('tsx/cli'), 'scripts/schemas-check.ts'], { encoding: 'utf8' });
    expect(output).not.toMatch(/warning/);
  }, 120_000);
});
