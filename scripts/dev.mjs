// `npm run dev`: the reference server on API_PORT (default 8080) and Vite with
// hot reload on 5173, whose proxy (vite.config.ts) sends /eps... to the server
// (or to EPS_API_TARGET). Ctrl-C stops both; when one exits the other stops.
import { startGroup, superviseGroups } from './lib/processGroup.mjs';
import { bin } from './lib/run.mjs';

const apiPort = process.env.API_PORT ?? '8080';
const vitePort = process.env.VITE_PORT ?? '5173';

const groups = [];
if (process.env.EPS_API_TARGET) {
  console.log(`[dev] proxying /eps to ${process.env.EPS_API_TARGET}; the reference server is not started`);
} else {
  // The Vite proxy rewrites Host (changeOrigin), so the portal's Origin is another port:
  // allow it for state-changing calls (server/http/crossSite.ts).
  const viteOrigins = [`http://127.0.0.1:${vitePort}`, `http://localhost:${vitePort}`].join(',');
  groups.push(startGroup('server', bin('tsx'), ['server/main.ts'], { PORT: apiPort, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? viteOrigins }));
}
groups.push(startGroup('vite', bin('vite'), ['--host', '127.0.0.1', '--port', vitePort, '--strictPort'], { API_PORT: apiPort }));
console.log(`[dev] portal: http://127.0.0.1:${vitePort}  api: ${process.env.EPS_API_TARGET ?? `http://127.0.0.1:${apiPort}`}`);

process.exit(await superviseGroups(groups));
