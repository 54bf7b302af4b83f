/**
 * Vite plugin: images referenced from content as "/images/…" live in content/images/ (where
 * copywriters put them). Served as-is in dev, copied into the client build.
 */
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import type { Plugin } from 'vite';

export function contentImages(root = process.cwd()): Plugin {
  const source = join(root, 'content', 'images');
  return {
    name: 'ihub:content-images',
    configureServer(server) {
      // sirv in dev mode reads the folder on each request and never leaves it.
      server.middlewares.use('/images', sirv(source, { dev: true, extensions: [] }));
    },
    writeBundle(options) {
      // Only the client build serves files.
      if (!options.dir || !options.dir.replace(/\\/g, '/').endsWith('/client') || !existsSync(source)) return;
      cpSync(source, join(options.dir, 'images'), { recursive: true });
    },
  };
}
