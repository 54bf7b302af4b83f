/**
 * Vite plugin: images referenced from content as "/images/…" live in content/images/ (where
 * copywriters put them). Served as-is in dev, copied into the client build.
 */
import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import type { Plugin } from 'vite';
import { mimeType } from './mime';

export function contentImages(root = process.cwd()): Plugin {
  const source = join(root, 'content', 'images');
  return {
    name: 'ihub:content-images',
    configureServer(server) {
      server.middlewares.use('/images', (req, res, next) => {
        const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
        const file = join(source, path);
        if (!file.startsWith(source) || !existsSync(file) || !statSync(file).isFile()) return next();
        res.setHeader('Content-Type', mimeType(extname(file)));
        createReadStream(file).pipe(res);
      });
    },
    writeBundle(options) {
      // Only the client build serves files.
      if (!options.dir || !options.dir.replace(/\\/g, '/').endsWith('/client') || !existsSync(source)) return;
      cpSync(source, join(options.dir, 'images'), { recursive: true });
    },
  };
}
