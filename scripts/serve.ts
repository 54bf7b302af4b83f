/**
 * npm start / npm run serve — serves build/client exactly as a CDN would (scripts/static-host.ts).
 * Loopback only.
 *
 *   PORT=4173 HOST=127.0.0.1 tsx scripts/serve.ts [dir]
 *   SITE_BASE=/pr-preview/pr-12/ tsx scripts/serve.ts build/preview/client   a preview build, under its sub-path
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { siteBase } from '~/base-path.config';
import { createStaticHost } from './static-host';

const root = resolve(process.argv[2] ?? 'build/client');
// SERVE_AFTER_STDIN=1 (scripts/server-process.ts): started while the folder is still being
// built; it is read once a line (or the end of input) arrives.
if (process.env.SERVE_AFTER_STDIN === '1') {
  await new Promise<void>((done) => {
    process.stdin.once('data', () => done());
    process.stdin.once('end', () => done());
  });
  process.stdin.pause();
}
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
if (!/^(127\.\d+\.\d+\.\d+|localhost|::1)$/.test(host)) {
  console.error(`serve: refusing to bind to ${host}; only loopback addresses are allowed.`);
  process.exit(1);
}
if (!existsSync(join(root, 'index.html')) || !existsSync(join(root, '404.html'))) {
  console.error(`serve: ${root} has no index.html or 404.html. Run "npm run build" first.`);
  process.exit(1);
}

const base = siteBase();
const server = createServer(await createStaticHost(root, { base }));
// A client that keeps its connection open (a browser, Playwright's request context) may send its
// next request just as Node's default 5 s idle timeout closes the socket: the request then dies
// with "socket hang up" (ECONNRESET), seen once under load between a page and its preview image.
// An idle connection stays open a minute, as behind most CDNs' load balancers.
server.keepAliveTimeout = 60_000;
server.headersTimeout = 61_000;
server.listen(port, host, () => {
  console.log(`Serving ${root} on http://${host}:${port}${base}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
