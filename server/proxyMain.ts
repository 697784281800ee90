/**
 * `EPS_API_TARGET=https://eps.example.com npm start`: serves the built portal
 * and forwards `/eps/...` to that EPS server instead of starting the
 * reference server (server/proxy/proxyApp.ts).
 */
import { buildProxyApp } from './proxy/proxyApp';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const config = loadConfig();
  const target = process.env['EPS_API_TARGET'] ?? '';
  const app = await buildProxyApp({ target, staticDir: config.staticDir, logLevel: config.logLevel });
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`EPS portal at http://${config.host}:${config.port}, /eps forwarded to ${target}\n`);
  const stop = () => void app.close().then(() => process.exit(0), () => process.exit(1));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`EPS portal proxy failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
