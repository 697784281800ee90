/**
 * Vitest global setup: compiles the meta-schema validator once for the run, as the build does, into the
 * file tests/helpers/precompiledValidator.mjs serves as virtual:eps-document-validator. A file already
 * compiled from the same meta-schema is kept (the compile is ~0.3 s; the check is a hash).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildMetaSchema } from '@core/schema/metaSchema';
import { metaSchemaKey } from '@core/schema/metaSchemaKey';
import { documentValidatorCode } from '../../build/documentValidatorCode';
import { rendererDefinitions } from '../../renderers/definitions';
import { PRECOMPILED_VALIDATOR_FILE } from './precompiledValidator.mjs';

export default function setup(): void {
  // The registry's meta-schema comes from its definitions alone (no React side is needed for it).
  const metaSchema = buildMetaSchema(rendererDefinitions);
  const keyLine = `export const metaSchemaKey = ${JSON.stringify(metaSchemaKey(metaSchema))};`;
  if (existsSync(PRECOMPILED_VALIDATOR_FILE) && readFileSync(PRECOMPILED_VALIDATOR_FILE, 'utf8').includes(keyLine)) return;
  mkdirSync(dirname(PRECOMPILED_VALIDATOR_FILE), { recursive: true });
  // Written aside and renamed: another run reading it at the same time never sees half a file.
  const partial = `${PRECOMPILED_VALIDATOR_FILE}.${process.pid}`;
  writeFileSync(partial, documentValidatorCode(metaSchema));
  renameSync(partial, PRECOMPILED_VALIDATOR_FILE);
}
