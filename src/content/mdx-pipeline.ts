/**
 * The remark plugins every MDX pipeline of the site runs, in one list: the content check's parser
 * (./body.ts), `npm run dev` and the build (scripts/content-mdx.ts), the feed
 * (scripts/build/feed.ts) and the browser editor's preview (src/admin/preview/body.ts). Front
 * matter is stripped, GitHub tables and lists are read, and the safe subset (./safe-body.ts)
 * refuses whatever a body may not hold before anything is compiled
 * (docs/decisions/3300).
 */
import type { CompileOptions } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { remarkSafeBody, type SafeBodyOptions } from './safe-body';

export function bodyRemarkPlugins(options: SafeBodyOptions = {}): NonNullable<CompileOptions['remarkPlugins']> {
  return [remarkFrontmatter, remarkGfm, [remarkSafeBody, options]];
}
