// The build plugins work things out in Node, outside Vite's module graph (the checked screens, the portal's
// styles), with TypeScript scripts that import the portal's own modules. Each runs as one ES module esbuild
// bundles from the script and our sources, in node_modules/.cache/eps-build/, not through tsx's loader, which
// compiled ~300 modules one by one in its loader thread and resolved every package import through it. Measured
// on 2 cores (the fresh-clone start): the two scripts in two tsx processes took ~10 s of CPU of each
// `vite build`, bundled in one process (buildTimeFacts.ts) ~4.5 s; the whole build went from ~22 to ~17 s of
// CPU. Packages stay external, loaded from node_modules as installed (one copy of React and antd, as under tsx).
import { isAliased } from '../../build/pathAliases.mjs';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { REPO_ROOT } from './run.mjs';

/** Inside the repository, so the bundle finds node_modules and the repository root above it. */
const OUT_DIR = join(REPO_ROOT, 'node_modules', '.cache', 'eps-build');
const SKIP = Symbol('resolving for packageImports');
let bundles = 0;

/** A package's folder and its manifest's `exports`, from a file esbuild resolved into it. */
function packageOf(resolvedPath, name) {
  const marker = `${sep}node_modules${sep}${name.split('/').join(sep)}${sep}`;
  const at = resolvedPath.lastIndexOf(marker);
  if (at < 0) return undefined;
  const dir = resolvedPath.slice(0, at + marker.length - 1);
  const manifest = join(dir, 'package.json');
  const exportsField = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).exports : undefined;
  return { dir, hasExports: exportsField !== undefined };
}

// An `import` or `export` statement: the file is ES module code.
const ES_MODULE_SYNTAX = /^\s*(import|export)\b/m;

/**
 * Package imports stay imports, loaded by Node as installed. A deep import into a package without `exports`
 * (`dayjs/plugin/utc`, `ajv/dist/standalone`) names a file or folder without its extension, which Node's ES
 * module loader does not add: it gets the file esbuild resolved. When that file is ES module code in a package
 * that does not say so (antd/es/locale/*), Node would load its own extensionless imports the same way, and fail:
 * it is bundled instead (such files are small: locales and their parts). A package's JSON file is bundled (Node
 * would need an import attribute).
 * @type {import('esbuild').Plugin}
 */
const packageImports = {
  name: 'package-imports',
  setup(build) {
    build.onResolve({ filter: /^[@a-z]/ }, async (args) => {
      if (args.pluginData === SKIP || args.path.endsWith('.json') || args.path.startsWith('virtual:') || isAliased(args.path)) return undefined;
      const parts = args.path.split('/');
      const name = args.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
      if (name === args.path || args.path.startsWith('node:')) return { path: args.path, external: true };
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: SKIP });
      const pkg = resolved.errors.length === 0 ? packageOf(resolved.path, name) : undefined;
      if (!pkg || pkg.hasExports) return { path: args.path, external: true };
      if (ES_MODULE_SYNTAX.test(readFileSync(resolved.path, 'utf8'))) return { path: resolved.path };
      return { path: `${name}/${relative(pkg.dir, resolved.path).split(sep).join('/')}`, external: true };
    });
  },
};

/**
 * Bundles `script` (a path from the repository root) to a file of its own under node_modules/.cache/eps-build/
 * (two builds at once, e.g. the portal's and the bench's, each run their own).
 * @returns {Promise<string>} the bundle's path
 */
export async function bundleNodeScript(script) {
  const { build } = await import('esbuild');
  bundles += 1;
  const outfile = join(OUT_DIR, `${basename(script).replace(/\.[cm]?tsx?$/, '')}-${process.pid}-${bundles}.mjs`);
  await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [script],
    outfile,
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
  });
  return outfile;
}

/**
 * Runs `script` bundled and parses the last line of its output as JSON. Its error output is passed on; a
 * failure (of the bundle or the run) rejects with it.
 * @param {string} script
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<unknown>}
 */
export async function nodeScriptJson(script, options = {}) {
  const bundle = await bundleNodeScript(script);
  return new Promise((resolvePromise, reject) => {
    const execOptions = { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...options.env } };
    execFile(process.execPath, [bundle], execOptions, (error, stdout, stderr) => {
      rmSync(bundle, { force: true });
      if (error) {
        reject(new Error(`${script} failed: ${stderr || error.message}`));
        return;
      }
      if (stderr) process.stderr.write(stderr);
      try {
        resolvePromise(JSON.parse(stdout.trim().split('\n').pop() ?? ''));
      } catch {
        reject(new Error(`${script} printed no line of JSON last`));
      }
    });
  });
}
