/**
 * `npm run schemas:calls`: writes src/core/calls/screenCallList.json, the
 * routes screen documents may call, from the server's route declarations
 * (`config: { screen }`). Run it after declaring or changing one; a server
 * test fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { collectScreenCalls } from '../server/lowcode/screenCallList';

const out = resolve('src/core/calls/screenCallList.json');
const calls = await collectScreenCalls();
writeFileSync(out, `${JSON.stringify(calls, null, 1)}\n`);
console.log(`${calls.length} screen calls written to ${out}`);
