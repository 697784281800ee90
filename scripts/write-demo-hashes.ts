// `npm run seed:hashes`: writes server/db/seed/demoHashes.ts, the strong scrypt
// hashes of the demo data's published secrets, made ahead so a first start does
// not spend ~0.6 s of a core on each. Run it after changing a
// demo password or the hash cost; tests/server/seed-hashes.test.ts fails until then.
import { writeFileSync } from 'node:fs';
import { hashSecret, setPasswordHashCost } from '../server/auth/password';
import { DEMO_AREAS } from '../server/db/seed/index';
import { repoPath } from '../server/repoRoot';

const TARGET = repoPath('server/db/seed/demoHashes.ts');

setPasswordHashCost('default');
const secrets = DEMO_AREAS.flatMap((area) => area.secrets ?? []);
const hashes = await Promise.all(secrets.map((secret) => hashSecret(secret)));
const bySecret = new Map<string, string[]>();
secrets.forEach((secret, index) => bySecret.set(secret, [...(bySecret.get(secret) ?? []), hashes[index]!]));

/** A TypeScript string literal in the house style (single quotes). */
const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const entries = [...bySecret].map(([secret, list]) => `  ${literal(secret)}: [\n${list.map((hash) => `    ${literal(hash)},`).join('\n')}\n  ],`);
writeFileSync(
  TARGET,
  `/**
 * Written by \`npm run seed:hashes\` (scripts/write-demo-hashes.ts); do not edit.
 *
 * Strong scrypt hashes of the demo data's secrets (the published demo passwords and admin code), one per row
 * that stores one, each with its own salt. A first start takes them instead of spending ~0.6 s of a core on
 * each (seedHashes.ts). Every install holds the same hashes; that gives nothing away, since the secrets
 * themselves are published (README, the server's start banner): a salt protects a secret nobody knows.
 */
export const DEMO_SECRET_HASHES: Readonly<Record<string, readonly string[]>> = {
${entries.join('\n')}
};
`,
);
console.log(`[seed:hashes] wrote ${hashes.length} hashes of ${bySecret.size} secrets to ${TARGET}`);
