// @ts-check
// The web server: Next.js (as `next start` runs it) behind the page cache's front (README "Fast pages",
// src/lib/page-cache/front.mjs), which answers a plain request for a stored page with the bytes Next
// sent for it last time. PORT (3000) and HOSTNAME (every interface) as `next start` reads them.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
// Next reads NODE_ENV when it loads: it is imported only once that is settled.
const { default: next } = await import('next');
const { frontPageCache } = await import('./src/lib/page-cache/front.mjs');

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
const app = next({ dev: false, dir: path.dirname(fileURLToPath(import.meta.url)), port, hostname });
await app.prepare();
const server = http.createServer(frontPageCache(app.getRequestHandler()));
server.listen(port, hostname, () => {
  process.stdout.write(`Web server ready on http://${hostname ?? 'localhost'}:${port}\n`);
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    void app.close().finally(() => process.exit(0));
  });
}
