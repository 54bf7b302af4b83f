import type { Config } from '@react-router/dev/config';
import { siteBase } from './src/base-path.config';
import { prerenderPaths } from './src/site-map.server';

export default {
  appDirectory: 'src',
  ssr: false,
  // SITE_BASE (a pull request's preview): pages are prerendered under it, and
  // scripts/postbuild.ts moves them back to the root of build/client, which is what gets hosted there.
  basename: siteBase(),
  // Normally build/; scripts/build-endpoint.ts builds a test copy with a form endpoint elsewhere.
  buildDirectory: process.env.BUILD_DIRECTORY ?? 'build',
  // Every route, every alias and every collection slug is written to static HTML at build.
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
