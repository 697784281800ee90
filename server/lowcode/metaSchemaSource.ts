/**
 * The meta-schema on the server, built from the renderers' props schemas
 * alone (`renderers/<type>/props.schema.ts`), not from renderers/index.ts:
 * that one imports the React components (antd and all), which would make the
 * first draft save of a server process wait many seconds for code it never
 * runs. A renderer's folder name is its type (tests/server/lowcode-checks.test.ts
 * pins that this gives the same problems as the full registry). A props
 * schema module may also export `<type>AccessibleName`, the props that name
 * its nodes, for the non-blocking warnings of a draft.
 */
import { existsSync, readdirSync } from 'node:fs';
import type { AccessibleNameRule, JsonSchema, RendererDefinition } from '../../src/core/registry';
import { buildMetaSchema } from '../../src/core/schema/metaSchema';
import { repoPath } from '../repoRoot';

const RENDERERS_DIR = repoPath('renderers');

/** The renderer types that have a props schema, in name order. */
export function rendererFolders(dir: string = RENDERERS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`${dir}/${entry.name}/props.schema.ts`))
    .map((entry) => entry.name)
    .sort();
}

/** Every renderer's definition as far as the props schema modules give it (no component). */
export async function serverDefinitions(): Promise<RendererDefinition[]> {
  const definitions: RendererDefinition[] = [];
  for (const type of rendererFolders()) {
    const module = (await import(`../../renderers/${type}/props.schema.ts`)) as Record<string, unknown>;
    const name = Object.keys(module).find((key) => key.endsWith('PropsSchema'));
    if (!name) throw new Error(`renderers/${type}/props.schema.ts exports no ...PropsSchema`);
    const named = Object.keys(module).find((key) => key.endsWith('AccessibleName'));
    // No component: the server never renders; description: the editor's palette text is not needed to validate.
    definitions.push({
      type,
      description: type,
      propsSchema: module[name] as JsonSchema,
      load: () => Promise.reject(new Error('server')),
      ...(named ? { accessibleName: module[named] as AccessibleNameRule } : {}),
    });
  }
  return definitions;
}

/** The meta-schema of every renderer, from the props schemas only. */
export async function serverMetaSchema(definitions?: readonly RendererDefinition[]): Promise<JsonSchema> {
  return buildMetaSchema(definitions ?? (await serverDefinitions()));
}
