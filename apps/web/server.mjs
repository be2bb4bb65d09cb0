// @ts-check
// The web server: Next.js (as `next start` runs it) behind two fronts: the page cache's (docs/product-rules.md
// "Fast pages", src/lib/page-cache/front.mjs), which answers a plain request for a stored page with the bytes
// Next sent for it last time, and the static files' (src/lib/static-files/front.mjs), which sends a browser
// that accepts Brotli the copy of a script or stylesheet written after the build (decision 062). It listens
// on PORT (3000) on every interface, as `next start` did; not on HOSTNAME, which a container sets to its
// own name (the server would then not answer on localhost).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
// Next reads NODE_ENV when it loads: it is imported only once that is settled.
const { default: next } = await import('next');
const { frontPageCache } = await import('./src/lib/page-cache/front.mjs');
const { frontStaticFiles } = await import('./src/lib/static-files/front.mjs');
const { staticDirOf } = await import('./src/lib/static-files/precompress.mjs');

const port = Number(process.env.PORT || 3000);
const dir = path.dirname(fileURLToPath(import.meta.url));
const app = next({ dev: false, dir, port });
await app.prepare();
const server = http.createServer(
  await frontStaticFiles(staticDirOf(dir), frontPageCache(app.getRequestHandler())),
);
// An idle kept-alive connection stays open 72 s, as the API's (Fastify's default), not Node's 5 s: a
// client that reuses a connection just as the server closes it gets a reset, and nginx's upstream pool
// and API clients (which, unlike a browser, do not send the request again) keep idle connections up
// to 60 s (deploy/nginx/bazaar.conf). The headers' timeout must outlast it (Node's rule).
server.keepAliveTimeout = 72_000;
server.headersTimeout = 73_000;
server.listen(port, () => {
  process.stdout.write(`Web server ready on http://localhost:${port}\n`);
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    void app.close().finally(() => process.exit(0));
  });
}
