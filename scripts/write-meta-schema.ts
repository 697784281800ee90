/**
 * `npm run schemas:meta [out]`: writes the generated meta-schema (default
 * dist/meta-schema.json) for editors that want a `$schema` to point at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { rendererDefinitions } from '../renderers/definitions';
import { buildMetaSchema } from '@core/schema/metaSchema';

const out = resolve(process.argv.slice(2).find((arg) => arg !== '--') ?? 'dist/meta-schema.json');
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(buildMetaSchema(rendererDefinitions), null, 2)}\n`);
console.log(`meta-schema written to ${out}`);
