import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './src/site-map.server';

export default {
  appDirectory: 'src',
  ssr: false,
  // Every route, every alias and every collection slug is written to static HTML at build.
  async prerender() {
    return prerenderPaths();
  },
} satisfies Config;
