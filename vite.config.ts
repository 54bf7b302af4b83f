import mdx from '@mdx-js/rollup';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { imagetools } from 'vite-imagetools';
import { contentFacts } from './scripts/content-facts';
import { contentImages } from './scripts/content-images';
import { contentPreview } from './scripts/content-preview';

export default defineConfig({
  plugins: [
    // MDX first: React Router must see compiled JSX, never raw MDX. Frontmatter is stripped
    // from the body here; it is read and validated by the server-only loaders instead.
    // Product figures quoted as [[product.spec]] are filled in before MDX compiles the body.
    contentFacts(),
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm] }) },
    imagetools(),
    contentImages(),
    contentPreview(),
    tailwindcss(),
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
    rollupOptions: {
      output: {
        // The pieces nearly every section kind draws with travel as one chunk instead of eight
        // tiny ones (each request and each chunk's own imports cost bytes too).
        manualChunks(id) {
          if (
            /\/src\/components\/(sections\/(Sections|kit|parts\/(Section|Card|CardIcon))|ui\/(typography|SmartLink|ActionButton|Picture|StrokeIcon|StatusBadge|FadeIn))\.tsx?$|\/src\/lib\/(cn|site|head|use-media-query)\.ts$|\/src\/styles\/brand\.ts$/.test(
              id,
            )
          )
            return 'kit-parts';
          return undefined;
        },
      },
    },
  },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
