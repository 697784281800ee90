// Finds the Chromium the browser tests and the benchmark drive. The browser
// comes from the system (Debian's `chromium` package), never from a
// Playwright download: CHROMIUM_PATH, then the usual Debian/Ubuntu paths;
// as root on Debian it installs the package with apt-get, then looks again.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** Where Debian, Ubuntu and Google put the browser. */
export const CANDIDATE_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

const HINT = 'Chromium not found. Install it with: apt-get install -y chromium, or set CHROMIUM_PATH';

const isExecutable = (file) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The first executable browser: CHROMIUM_PATH, then the candidates. */
function lookUp() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which is not an executable file. ${HINT}`);
  }
  return CANDIDATE_PATHS.find(isExecutable);
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const isDebian = () => existsSync('/etc/debian_version');

/** apt-get update && apt-get install -y chromium, printing what it does. */
function installWithApt() {
  // Chinese fonts too: without them every zh-cn screenshot shows boxes instead of text.
  const command = 'apt-get update && apt-get install -y chromium fonts-noto-cjk';
  console.log(`[find-chromium] Chromium not found; installing the Debian package: ${command}`);
  const result = spawnSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    throw new Error(`[find-chromium] "${command}" failed (exit ${result.status ?? result.signal}). ${HINT}`);
  }
}

/**
 * Best effort: installs Debian's CJK fonts when none is present (as root),
 * so screenshots of the Chinese UI are readable. Never fails the run.
 */
function ensureCjkFonts() {
  const probe = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() !== '') return;
  if (!isRoot() || !isDebian()) {
    console.warn('[find-chromium] No Chinese font found; zh-cn screenshots will show boxes. Install fonts-noto-cjk.');
    return;
  }
  console.log('[find-chromium] Installing fonts-noto-cjk so zh-cn screenshots are readable');
  spawnSync('sh', ['-c', 'apt-get update && apt-get install -y fonts-noto-cjk'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * The path of a Chromium to drive. Throws with an install hint when there is
 * none and it cannot be installed here.
 * @returns {Promise<string>}
 */
export async function findChromium() {
  const found = lookUp();
  if (found) {
    ensureCjkFonts();
    return found;
  }
  if (isRoot() && isDebian()) {
    installWithApt();
    const installed = lookUp();
    if (installed) return installed;
    throw new Error(`[find-chromium] apt-get installed chromium but no browser is at ${CANDIDATE_PATHS.join(', ')}. ${HINT}`);
  }
  throw new Error(HINT);
}

// `node scripts/find-chromium.mjs` prints the path (handy in CI logs).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  findChromium().then(
    (path) => console.log(path),
    (error) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
