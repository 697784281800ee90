// `npm run dev`: the reference server on API_PORT (default 8080) and Vite with hot reload on 5173, whose proxy
// (vite.config.ts) sends /eps... to the server (or to EPS_API_TARGET). Ctrl-C stops both; when one exits the other stops.
import { bin, start, stopAll, stopRequested } from './lib/run.mjs';

const apiPort = process.env.API_PORT ?? '8080';
const vitePort = process.env.VITE_PORT ?? '5173';
const stopped = stopRequested();
const children = [];
if (process.env.EPS_API_TARGET) {
  console.log(`[dev] proxying /eps to ${process.env.EPS_API_TARGET}; the reference server is not started`);
} else {
  // The Vite proxy rewrites Host (changeOrigin), so the portal's Origin is another port: allow it for state-changing
  // calls (server/http/crossSite.ts).
  const viteOrigins = [`http://127.0.0.1:${vitePort}`, `http://localhost:${vitePort}`].join(',');
  children.push(start('server', bin('tsx'), ['server/main.ts'], { env: { PORT: apiPort, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? viteOrigins }, group: true }));
}
children.push(start('vite', bin('vite'), ['--host', '127.0.0.1', '--port', vitePort, '--strictPort'], { env: { API_PORT: apiPort }, group: true }));
console.log(`[dev] portal: http://127.0.0.1:${vitePort}  api: ${process.env.EPS_API_TARGET ?? `http://127.0.0.1:${apiPort}`}`);

const first = await Promise.race([...children.map((child) => child.exited.then((exit) => ({ child, exit }))), stopped.then(() => undefined)]);
if (first) console.log(`[${first.child.name}] exited (${first.exit.reason}); stopping the rest`);
await stopAll(children);
process.exit(first?.exit.code ?? 0);
