// A static file server on a free port of 127.0.0.1 for the bench's own pages (bench/dist, the stack-floor
// page): a file under `root` as it is, or its `.br` beside it when the browser accepts brotli, as the
// reference server sends the portal (server/http/staticSite.ts), so a page measured beside the portal is
// sent the same way. `/` and other paths without a file extension are index.html (the pages route on the client);
// a missing file is a 404.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, normalize, resolve, sep } from 'node:path';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

/** The size of `file` when it is a file, else -1. */
function fileSize(file) {
  try {
    const stat = statSync(file);
    return stat.isFile() ? stat.size : -1;
  } catch {
    return -1;
  }
}

/**
 * Serves `root` until `close()`.
 * @param {string} root
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveStatic(root) {
  const base = resolve(root);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = resolve(base, normalize(`.${path}`));
    if (file === base) file = resolve(base, 'index.html');
    else if (!file.startsWith(base + sep)) file = '';
    else if (fileSize(file) < 0 && !extname(file)) file = resolve(base, 'index.html');
    const brotli = file !== '' && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? '')) && fileSize(`${file}.br`) >= 0;
    const sent = brotli ? `${file}.br` : file;
    const size = file ? fileSize(sent) : -1;
    if (size < 0) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'content-length': size,
      ...(brotli ? { 'content-encoding': 'br', vary: 'accept-encoding' } : {}),
    });
    createReadStream(sent).pipe(response);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((done) => server.close(() => done())) };
}
