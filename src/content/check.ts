/**
 * The content check: every file against its schema, then the rules that span files. Reports
 * every problem at once; never throws for bad content.
 */
import { createProcessor } from '@mdx-js/mdx';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { collectionRoutes, notFoundPath } from '../site-map';
import { NOT_FOUND_FILE, redirects, sitePages } from '../site-map.server';
import { collections } from './collections';
import { factProblems, resolveFacts } from './facts';
import { factTable, productFiles } from './products.server';
import { pageSchema } from './schemas/page';
import { productSchema } from './schemas/products';
import { generatedPaths } from './generated';
import { listCollection, readEntry, type Entry } from './read';
import type { Problem, SourceFile } from './source';
import { fieldName } from './validate';

export type CheckResult = { problems: Problem[]; files: number };

const CONTENT = 'content';

export async function checkContent(root: string): Promise<CheckResult> {
  const problems: Problem[] = [];
  const read: Entry<unknown>[] = [];
  let files = 0;
  const keep = <T>(result: { ok: true; entry: Entry<T> } | { ok: false; problems: Problem[] }) => {
    files += 1;
    if (result.ok) read.push(result.entry as Entry<unknown>);
    else problems.push(...result.problems);
    return result.ok ? result.entry : undefined;
  };

  keep(readEntry(root, `${CONTENT}/${collections.site.file}`, collections.site.schema));

  for (const file of productFiles(root)) keep(readEntry(root, file, productSchema));

  const pages = sitePages(root);
  for (const page of pages) keep(readEntry(root, page.file, pageSchema));
  keep(readEntry(root, NOT_FOUND_FILE, pageSchema));

  const slugs = new Map<string, string>();
  const items: { collection: 'news' | 'careers'; entry: Entry<{ slug: string; featured?: boolean }> }[] = [];
  for (const collection of ['news', 'careers'] as const) {
    slugs.clear();
    for (const file of listCollection(root, `${CONTENT}/${collections[collection].dir}`)) {
      const entry = keep(readEntry(root, file, collections[collection].schema));
      if (!entry) continue;
      const { slug } = entry.data;
      const other = slugs.get(slug);
      if (other) {
        problems.push(at(entry.source, ['slug'], `"${slug}" is already used by ${other}; every item needs its own slug`));
      } else slugs.set(slug, file);
      items.push({ collection, entry });
    }
  }

  const news = items.filter((item) => item.collection === 'news').map((item) => item.entry);
  const featured = news.filter((entry) => entry.data.featured === true);
  if (news.length && featured.length === 0) {
    problems.push({ file: `${CONTENT}/news/`, field: 'featured', message: 'expected exactly one news item with "featured: true", found none' });
  }
  for (const extra of featured.slice(1)) {
    problems.push(at(extra.source, ['featured'], `expected exactly one featured news item; ${featured[0]!.file} is featured too`));
  }

  const downloads = read.flatMap((entry) => (entry.file.startsWith('content/products/') ? downloadOf(entry.data) : []));
  const known = knownPaths([...items.map(({ collection, entry }) => `/${collection}/${entry.data.slug}`), ...downloads], root);
  const facts = factTable(root);
  const bodies = await Promise.all(read.map((entry) => checkBody(entry.source, (text) => resolveFacts(text, facts))));
  problems.push(...bodies.flat());
  for (const entry of read) problems.push(...checkReferences(entry.source, root, known), ...checkFacts(entry.source, facts), ...checkProductRefs(entry.source, facts, known));
  problems.push(...checkBrands(read));

  return { problems, files };
}

const recordOf = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : undefined;

/** A `brand-panel` section names a brand of content/site.yaml (the link comes from there). */
function checkBrands(read: Entry<unknown>[]): Problem[] {
  const site = recordOf(read.find((entry) => entry.file === `${CONTENT}/${collections.site.file}`)?.data);
  if (!site) return [];
  const brands = (Array.isArray(site.brands) ? site.brands : []).flatMap((brand: unknown) => {
    const label = recordOf(brand)?.label;
    return typeof label === 'string' ? [label] : [];
  });
  return read.flatMap((entry) => {
    const sections = recordOf(entry.data)?.sections;
    if (!entry.file.startsWith(`${CONTENT}/pages/`) || !Array.isArray(sections)) return [];
    return sections.flatMap((section, index) => {
      const fields = recordOf(section);
      if (fields?.type !== 'brand-panel' || (typeof fields.brand === 'string' && brands.includes(fields.brand))) return [];
      return [at(entry.source, ['sections', index, 'brand'], `"${String(fields.brand)}" is not a brand in content/site.yaml; expected one of its "brands" labels: ${brands.join(', ')}`)];
    });
  });
}

/** The PDF a product file asks the build to write. */
function downloadOf(data: unknown): string[] {
  const download = data && typeof data === 'object' && 'download' in data ? data.download : undefined;
  return download && typeof download === 'object' && 'file' in download && typeof download.file === 'string' ? [download.file] : [];
}

function at(source: SourceFile, path: PropertyKey[], message: string): Problem {
  return { file: source.file, line: source.lineOf(path), field: fieldName(path), message };
}

/** Every path a link inside the site may point to. */
function knownPaths(itemPaths: string[], root: string): Set<string> {
  const paths = new Set<string>([notFoundPath, ...itemPaths, ...generatedPaths]);
  for (const page of sitePages(root)) {
    paths.add(page.path);
    for (const alias of page.aliases) paths.add(alias);
  }
  for (const r of redirects(root)) paths.add(r.from);
  for (const c of collectionRoutes) paths.add(c.prefix);
  for (const file of walk(join(root, 'public'))) paths.add(file);
  return paths;
}

function walk(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full, `${prefix}/${name}`) : [`${prefix}/${name}`];
  });
}

/** Images must exist under content/images/; internal links must reach a page. */
function checkReferences(source: SourceFile, root: string, known: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      const problem = checkReference(value, root, known);
      if (problem) problems.push(at(source, path, problem));
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(source.data, []);

  const lines = source.body.split('\n');
  lines.forEach((text, index) => {
    for (const match of text.matchAll(/\]\((\/[^)\s]*)|href=["'](\/[^"']*)["']|src=["'](\/[^"']*)["']/g)) {
      const target = match[1] ?? match[2] ?? match[3]!;
      const problem = checkReference(target, root, known);
      if (problem) problems.push({ file: source.file, line: source.bodyLine + index, field: 'body', message: problem });
    }
  });
  return problems;
}

/**
 * A `product:` or `products:` field must name a file of content/products/; a comparison row must
 * name a spec at least one compared product has; a product's `path` must be a page.
 */
function checkProductRefs(source: SourceFile, facts: ReturnType<typeof factTable>, known: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const ids = [...facts.keys()];
  const unknown = (id: unknown) => typeof id === 'string' && !facts.has(id);
  const message = (id: string) => `"${id}" is not a product; expected a file name under content/products/: ${ids.join(', ')}`;
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, [...path, i]));
    if (!value || typeof value !== 'object') return;
    const record: Record<string, unknown> = Object.fromEntries(Object.entries(value));
    if (unknown(record.product)) problems.push(at(source, [...path, 'product'], message(String(record.product))));
    if (Array.isArray(record.products)) {
      record.products.forEach((id, i) => unknown(id) && problems.push(at(source, [...path, 'products', i], message(String(id)))));
      if (record.type === 'comparison' && Array.isArray(record.rows)) {
        const specs = new Set(record.products.flatMap((id) => [...(facts.get(String(id))?.keys() ?? [])]));
        record.rows.forEach((row, i) => {
          const spec = row && typeof row === 'object' && 'spec' in row ? String(row.spec) : '';
          if (spec && !specs.has(spec)) problems.push(at(source, [...path, 'rows', i, 'spec'], `no compared product has a spec "${spec}"; their specs are: ${[...specs].join(', ')}`));
        });
      }
    }
    for (const [key, item] of Object.entries(record)) visit(item, [...path, key]);
  };
  if (source.file.startsWith('content/products/')) {
    const path = source.data && typeof source.data === 'object' && 'path' in source.data ? source.data.path : undefined;
    if (typeof path === 'string' && !known.has(path)) problems.push(at(source, ['path'], `"${path}" is no page of this site; expected the address of a file under content/pages/`));
  } else visit(source.data, []);
  return problems;
}

/** Every [[product.spec]] reference, in fields and body, must name a product and one of its specs. */
function checkFacts(source: SourceFile, facts: ReturnType<typeof factTable>): Problem[] {
  const problems: Problem[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') for (const message of factProblems(value, facts)) problems.push(at(source, path, message));
    else if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  // Unresolvable references are left in place when fields are read, so they are still here.
  visit(source.data, []);
  source.body.split('\n').forEach((text, index) => {
    for (const message of factProblems(text, facts)) problems.push({ file: source.file, line: source.bodyLine + index, field: 'body', message });
  });
  return problems;
}

function checkReference(value: string, root: string, known: Set<string>): string | undefined {
  if (!/^\/[A-Za-z0-9\-._~/%]*([?#].*)?$/.test(value)) return undefined;
  const path = value.replace(/[?#].*$/, '');
  if (path.startsWith('/images/')) {
    return existsSync(join(root, CONTENT, path)) ? undefined : `image "${value}" not found; expected a file at content${path}`;
  }
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  return known.has(clean) ? undefined : `link "${value}" leads to no page of this site; expected a route such as /contact or /news/<slug>`;
}

/**
 * Only MDX syntax can fail to compile: JSX and HTML (`<`), expressions (`{`, `}`) and
 * import/export lines. A body without any of them is plain Markdown, which always compiles, so
 * it is not compiled again here (at 1,000 news items this keeps the check within 2 s).
 */
const MDX_SYNTAX = /[<{}]|^(import|export)\b/m;
let processor: ReturnType<typeof createProcessor> | undefined;

/** Compiles the MDX body (product figures filled in, as the build does) so a broken expression or tag fails here, with its line. */
async function checkBody(source: SourceFile, fill: (text: string) => string): Promise<Problem[]> {
  if (!source.body.trim() || !MDX_SYNTAX.test(source.body)) return [];
  try {
    processor ??= createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm] });
    await processor.process(fill(source.body));
    return [];
  } catch (error) {
    const place = error as { line?: number; reason?: string; message?: string };
    const line = source.bodyLine + Math.max(0, (place.line ?? 1) - 1);
    const reason = (place.reason ?? place.message ?? String(error)).split('\n')[0];
    return [{ file: source.file, line, field: 'body', message: `the MDX body does not compile: ${reason}` }];
  }
}
