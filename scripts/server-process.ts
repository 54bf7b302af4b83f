/** Starts `scripts/serve.ts` on a loopback port as a child process and waits until it answers. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

/**
 * `base`: serve a build made with SITE_BASE under that sub-path (the URL returned includes it, without the last slash).
 * `after`: the folder is still being built; the server starts up now (its second of start-up
 * overlaps the build) and reads the folder once `after` resolves. When `after` rejects, the
 * server is stopped and this rejects with the same reason.
 */
export async function startServer(port: number, dir = 'build/client', { base = '/', after }: { base?: string; after?: Promise<unknown> } = {}) {
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, ['scripts/serve.ts', dir], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SITE_BASE: base, ...(after ? { SERVE_AFTER_STDIN: '1' } : {}) },
    stdio: [after ? 'pipe' : 'ignore', 'ignore', 'inherit'],
  });
  if (after) {
    try {
      await after;
    } catch (error) {
      child.kill('SIGTERM');
      throw error;
    }
    child.stdin?.end('go\n');
  }
  const url = `http://127.0.0.1:${port}${base.replace(/\/+$/, '')}`;
  const deadline = Date.now() + 60_000; // generous: tsx start-up is slow on a loaded machine
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch (error) {
      if (process.env.DEBUG_SERVER) console.error(error);
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill('SIGTERM');
      throw new Error(`Server on ${url} did not start${child.exitCode !== null ? ` (exit ${child.exitCode}: is the port in use?)` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    /** Stops the server; at once when it has stopped already (safe to call twice). */
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
