import type { Config } from '@react-router/dev/config';
import { join } from 'node:path';
import { siteBase } from './src/base-path.config';

export default {
  appDirectory: 'src',
  ssr: false,
  // SITE_BASE (a pull request's preview): pages are prerendered under it, and
  // scripts/postbuild.ts moves them back to the root of build/client, which is what gets hosted there.
  basename: siteBase(),
  // Normally build/; scripts/build-endpoint.ts builds a test copy with a form endpoint elsewhere.
  buildDirectory: process.env.BUILD_DIRECTORY ?? 'build',
  // Every route, every alias and every collection slug is written to static HTML at build.
  // Four at a time: one page renders while others wait on the disk (measured in decision 1550).
  prerender: {
    // Imported when asked for: React Router loads this file several times per build.
    paths: async () => (await import('./src/prerender-paths.server')).prerenderPaths(),
    concurrency: 4,
  },
  // Once every page is written: 404.html, redirects, PDFs, images, feed, sitemap, cards, search index, headers.
  async buildEnd({ reactRouterConfig }) {
    const { postbuild } = await import('./scripts/postbuild');
    await postbuild(join(reactRouterConfig.buildDirectory, 'client'));
  },
} satisfies Config;
