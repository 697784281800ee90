// TypeScript run by Node outside Vite (the server, the build plugins' scripts) as one ES module esbuild bundles from
// our sources, not through tsx's loader, which compiles ~300 modules one by one: measured on 2 cores, the build
// plugins' two scripts took ~10 s of CPU of each `vite build` under tsx, ~4.5 s bundled; the server's start
// ~1.5 s of its 3 s budget. Packages stay external, loaded from node_modules as installed (one copy of React, antd).
import { isAliased } from '../../build/pathAliases.mjs';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { REPO_ROOT } from './run.mjs';

const SKIP = Symbol('resolving for packageImports');
let bundles = 0;

/** A package's folder and whether its manifest has `exports`, from a file esbuild resolved into it. */
function packageOf(resolvedPath, name) {
  const marker = `${sep}node_modules${sep}${name.split('/').join(sep)}${sep}`;
  const at = resolvedPath.lastIndexOf(marker);
  if (at < 0) return undefined;
  const dir = resolvedPath.slice(0, at + marker.length - 1);
  const manifest = join(dir, 'package.json');
  return { dir, hasExports: existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).exports !== undefined };
}

/**
 * Package imports stay imports. A deep import into a package without `exports` (`dayjs/plugin/utc`) names a file
 * without its extension, which Node's ES module loader does not add: it gets the file esbuild resolved, or, when that
 * file is ES module code in a package that does not say so (antd/es/locale/*), whose own imports Node would fail on
 * alike, the file is bundled. A package's JSON file is bundled (Node would need an import attribute).
 * @type {import('esbuild').Plugin}
 */
const packageImports = {
  name: 'package-imports',
  setup(build) {
    build.onResolve({ filter: /^[@a-z]/ }, async (args) => {
      if (args.pluginData === SKIP || args.path.endsWith('.json') || args.path.startsWith('virtual:') || isAliased(args.path)) return undefined;
      const name = args.path.split('/').slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
      if (name === args.path || args.path.startsWith('node:')) return { path: args.path, external: true };
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: SKIP });
      const pkg = resolved.errors.length === 0 ? packageOf(resolved.path, name) : undefined;
      if (!pkg || pkg.hasExports) return { path: args.path, external: true };
      if (/^\s*(import|export)\b/m.test(readFileSync(resolved.path, 'utf8'))) return { path: resolved.path };
      return { path: `${name}/${relative(pkg.dir, resolved.path).split(sep).join('/')}`, external: true };
    });
  },
};

/** esbuild's `build` for Node with our sources bundled and the packages external; `options` add the entries and output. */
export async function bundleForNode(options) {
  const { build } = await import('esbuild');
  return build({
    absWorkingDir: REPO_ROOT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The portal's virtual modules are empty outside a Vite build; a stylesheet or image import is nothing here.
    external: ['virtual:*'],
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    jsx: 'automatic',
    logLevel: 'error',
    plugins: [packageImports],
    ...options,
  });
}

/** Bundles `script` to a file of its own under node_modules/.cache/eps-build/ (two builds at once each run theirs). */
export async function bundleNodeScript(script) {
  bundles += 1;
  const outfile = join(REPO_ROOT, 'node_modules', '.cache', 'eps-build', `${basename(script).replace(/\.[cm]?tsx?$/, '')}-${process.pid}-${bundles}.mjs`);
  await bundleForNode({ entryPoints: [script], outfile });
  return outfile;
}

/** Runs `script` bundled and parses the last line of its output as JSON; its error output is passed on. */
export async function nodeScriptJson(script, options = {}) {
  const bundle = await bundleNodeScript(script);
  return new Promise((resolvePromise, reject) => {
    execFile(process.execPath, [bundle], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 1 << 26, env: { ...process.env, ...options.env } }, (error, stdout, stderr) => {
      rmSync(bundle, { force: true });
      if (error) return reject(new Error(`${script} failed: ${stderr || error.message}`));
      if (stderr) process.stderr.write(stderr);
      try {
        resolvePromise(JSON.parse(stdout.trim().split('\n').pop() ?? ''));
      } catch {
        reject(new Error(`${script} printed no line of JSON last`));
      }
    });
  });
}
