import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { cmsEditor } from './scripts/cms/vite';
import { contentFacts } from './scripts/content-facts';
import { contentMdx } from './scripts/content-mdx';
import { contentImages } from './scripts/content-images';
import { contentPreview } from './scripts/content-preview';
import { reloadOnSave } from './scripts/dev-reload';
import { lightPreloadHelper } from './scripts/light-preload';
import { serverOnlyRoutes } from './scripts/server-only-routes';
import { siteBase } from './src/base-path.config';

export default defineConfig({
  // A preview build lives under a sub-path (SITE_BASE, e.g. /pr-preview/pr-12/): asset URLs
  // carry it, and src/lib/base-path.ts puts pages' own links under it.
  base: siteBase(),
  plugins: [
    // MDX first: React Router must see compiled JSX, never raw MDX. Frontmatter is stripped
    // from the body here; it is read and validated by the server-only loaders instead.
    // Product figures quoted as [[product.spec]] are filled in before MDX compiles the body,
    // and the safe subset of MDX is enforced as it compiles (docs/decisions/3300).
    contentFacts(),
    contentMdx(),
    imagetools(),
    contentImages(),
    contentPreview(),
    // `npm run dev` runs the built page's runtime (islands only, no client router): a save reloads the tab.
    reloadOnSave(),
    tailwindcss(),
    lightPreloadHelper(),
    serverOnlyRoutes(),
    // The content editor at /admin/ in `npm run dev` and `npm run cms` (the build gives it a build of its own: scripts/cms/build.ts).
    cmsEditor(),
    reactRouter(),
  ],
  resolve: {
    alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // Dynamic imports (the section kit's kinds, MDX bodies) load without Vite's preload wrapper:
    // it listed every kind's dependencies in every page's chunk, which cost more bytes than the
    // round trip it saves once the page has painted.
    modulePreload: false,
    // Gzip sizes per chunk in the build log cost a second per build; `npm run bench` measures what pages really load.
    reportCompressedSize: false,
    rollupOptions: {
      output: {
        // What every page with islands runs before its first island travels as one chunk:
        // React, React DOM and the island runtime (one request, and it compresses best whole), the
        // island table's pieces from the kinds' index among it (src/kinds/generated/, docs/decisions/3430),
        // and the few small pieces nearly every island draws with: the class joiner, pictures, links,
        // ids, the media queries (docs/decisions/3490). Pages without islands never load it
        // (src/islands/start.ts).
        manualChunks(id) {
          // What every page runs stays out of it, in the entry's own chunk: one request on every
          // page, not the entry and a shared chunk beside it (decision 1606).
          if (
            /\/src\/entry\.client\.tsx$|\/src\/islands\/(attributes|start)\.ts$|vite\/preload-helper|\/src\/lib\/(startup|current-year|not-found-log|draft-store)\.ts$|\/src\/components\/layout\/shell-enhance\.ts$|\/src\/styles\/brand\.ts$/.test(
              id,
            )
          )
            return 'entry.client';
          if (
            /\/node_modules\/(react|react-dom|scheduler)\/|\/src\/islands\/(hydrate|islands|context|Island|typed|site)\.tsx?$|\/src\/components\/island-loaders\.ts$|\/src\/kinds\/(generated\/(islands|island-views)|[^/]+\/island)\.ts$|\/src\/lib\/(cn|base-path|use-media-query|ids|languages)\.ts$|\/src\/components\/ui\/(SmartLink|Picture)\.tsx$/.test(
              id,
            )
          )
            return 'islands';
          // What draws a whole band (its shell and table of looks, headings, buttons, the words kept
          // together) travels as one chunk: eight tiny chunks cost more in requests and headers than
          // they hold. An island inside a band (the home page's slide show, a video's facade) never
          // loads it (docs/decisions/3490).
          if (
            /\/src\/components\/ui\/(typography|StrokeIcon|Button|Arrow|Words)\.tsx$|\/src\/components\/sections\/parts\/(Section|HeadlineIntro)\.tsx$|\/src\/lib\/keep-together\.ts$/.test(
              id,
            )
          )
            return 'island-parts';
          return undefined;
        },
      },
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
