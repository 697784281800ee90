// The Chromium the browser tests and the benches drive: the system's (Debian's `chromium`), never a Playwright
// download. CHROMIUM_PATH, then the usual paths; as root on Debian it installs the package (and the Chinese fonts,
// without which every zh-cn screenshot shows boxes) with apt-get. `node scripts/find-chromium.mjs` prints it.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The headless flags that work on these machines, for the benches' own launches. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const HINT = 'Chromium not found. Install it with: apt-get install -y chromium, or set CHROMIUM_PATH';

const isExecutable = (file) => {
  try {
    return accessSync(file, constants.X_OK) === undefined;
  } catch {
    return false;
  }
};

function lookUp() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && !isExecutable(fromEnv)) throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, which is not an executable file. ${HINT}`);
  return fromEnv || ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(isExecutable);
}

/** As root on Debian: `apt-get install -y` the packages; false elsewhere or on failure. */
function aptInstall(packages) {
  if (process.getuid?.() !== 0 || !existsSync('/etc/debian_version')) return false;
  console.log(`[find-chromium] apt-get update && apt-get install -y ${packages}`);
  return spawnSync('sh', ['-c', `apt-get update && apt-get install -y ${packages}`], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

/** The path of a Chromium to drive; throws with an install hint when there is none and it cannot be installed here. */
export async function findChromium() {
  const found = lookUp() ?? (aptInstall('chromium fonts-noto-cjk') ? lookUp() : undefined);
  if (!found) throw new Error(HINT);
  const fonts = spawnSync('fc-list', [':lang=zh'], { encoding: 'utf8' });
  if ((fonts.status !== 0 || fonts.stdout.trim() === '') && !aptInstall('fonts-noto-cjk')) console.warn('[find-chromium] No Chinese font found; zh-cn screenshots will show boxes. Install fonts-noto-cjk.');
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await findChromium().then(console.log, (error) => {
    console.error(error.message);
    process.exit(1);
  });
}
