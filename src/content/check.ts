/**
 * The content check: every file against its schema, then the rules that span files. Reports
 * every problem at once; never throws for bad content.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { collectionRoutes, notFoundPath } from '../site-map';
import type { z } from 'zod';
import { DEFAULT_LANG, translatedLangs, type Lang } from '../lib/languages';
import { NOT_FOUND_FILE, notFoundFile, redirects, sitePages, translatedPageFiles, type SitePage } from '../site-map.server';
import { missingSiteWarning, shapeProblems, translationWarnings } from './check-translations';
import { undatedWarning, waitingWarnings } from './check-waiting';
import { englishFileOf, translatedFileOf } from './translation';
import { collectionIds, pageAnchors, shellIds } from './anchors';
import { readBody } from './body';
import { collections } from './collections';
import { factProblems, resolveFacts, SHORT } from './facts';
import { factTable, lenientProduct, productFiles } from './products.server';
import { pageSchema } from './schemas/page';
import { productSchema } from './schemas/products';
import { generatedPaths } from './generated';
import { inspectEntry, listCollection, slugOf, type Inspected } from './read';
import type { Problem, SourceFile } from './source';
import { secondFeatured } from './featured';
import { handTypedFigures, translatedFigureWarnings } from './figure-check';
import { orphanWarnings } from './orphans';
import { writingProblems } from './writing-check';
import { imageHint, nameHint, pathHint } from './hints';
import { invisibleNote } from './invisible';
import { closest, fieldName } from './validate';

/**
 * `warnings` never fail the check: what the company has yet to supply (`WAITING`, docs/decisions/2710),
 * and translations that may be out of date or incomplete (docs/decisions/1800).
 */
export type CheckResult = { problems: Problem[]; warnings: Problem[]; files: number };

const CONTENT = 'content';

/** `bodies`: read only these files' bodies (the dev server's quick check of a saved file); default: every body. */
export type CheckOptions = { bodies?: readonly string[] };

type Kind = 'site' | 'product' | 'page' | 'news' | 'careers';
/** A file as checked, with its language (translations live under content/<lang>/). */
type Checked = Inspected<unknown> & { kind: Kind; lang: Lang };

/**
 * Every file is read and checked in full (fields and body) whatever is wrong with it, and
 * counts for the rules that span files: an item with a bad field is still a page other files
 * may link to, so one mistake is reported once, in its own file.
 *
 * The work is synchronous (bodies are checked without compiling them); callers await the
 * promise, and a mistake in the check itself still arrives as its rejection.
 */
export function checkContent(root: string, options: CheckOptions = {}): Promise<CheckResult> {
  return new Promise((resolve) => resolve(checkContentNow(root, options)));
}

function checkContentNow(root: string, options: CheckOptions): CheckResult {
  const checked: Checked[] = [];
  const inspect = (kind: Kind, file: string, schema: z.core.$ZodType, lang: Lang = DEFAULT_LANG) => checked.push({ ...inspectEntry(root, file, schema), kind, lang });

  inspect('site', `${CONTENT}/${collections.site.file}`, collections.site.schema);
  for (const file of productFiles(root)) inspect('product', file, productSchema);
  const pages = sitePages(root);
  // What the English pages still wait for from the company (translations mirror them).
  const waiting: Problem[] = [];
  for (const page of pages) {
    const entry = inspectEntry(root, page.file, pageSchema);
    checked.push({ ...entry, kind: 'page', lang: DEFAULT_LANG });
    if (entry.data !== undefined) waiting.push(...waitingWarnings(entry.source, entry.data));
  }
  inspect('page', NOT_FOUND_FILE, pageSchema);
  const itemFiles = { news: listCollection(root, `${CONTENT}/${collections.news.dir}`), careers: listCollection(root, `${CONTENT}/${collections.careers.dir}`) };
  for (const collection of ['news', 'careers'] as const)
    for (const file of itemFiles[collection]) {
      inspect(collection, file, collections[collection].schema);
      waiting.push(...undatedWarning(checked.at(-1)!.source, collection));
    }

  // Translations: the site settings and products merged onto the English, each page in full.
  const translationProblems: Problem[] = [];
  /** Where a translated page differs from its English page's shape: judged only against an English page without mistakes. */
  const shapes: Problem[] = [];
  const warnings: Problem[] = [...waiting];
  for (const lang of translatedLangs) {
    if (!existsSync(join(root, CONTENT, lang))) continue;
    const siteFile = translatedFileOf(lang, `${CONTENT}/${collections.site.file}`);
    if (existsSync(join(root, siteFile))) inspect('site', siteFile, collections.site.schema, lang);
    else warnings.push(missingSiteWarning(siteFile));
    const products = new Set(productFiles(root));
    for (const file of listCollection(root, `${CONTENT}/${lang}/products`, '.yaml')) {
      if (products.has(englishFileOf(file))) inspect('product', file, productSchema, lang);
      else translationProblems.push({ file, line: 1, field: '(file)', message: `${englishFileOf(file)} does not exist; a translated product file takes the name of an English one: ${[...products].map((f) => f.slice(`${CONTENT}/products/`.length)).join(', ')}` });
    }
    const englishPageFiles = new Set([...pages.map((page) => page.file), NOT_FOUND_FILE]);
    for (const file of [...translatedPageFiles(lang, root), ...(existsSync(join(root, notFoundFile(lang))) ? [notFoundFile(lang)] : [])]) {
      if (englishPageFiles.has(englishFileOf(file))) inspect('page', file, pageSchema, lang);
      else translationProblems.push({ file, line: 1, field: '(file)', message: `${englishFileOf(file)} does not exist; a translated page has the place of the English page it translates (content/${lang}/pages/<same path>.mdx)` });
    }
  }
  for (const entry of checked) {
    if (entry.lang === DEFAULT_LANG) continue;
    warnings.push(...translationWarnings(root, entry.source));
    const english = checked.find((other) => other.lang === DEFAULT_LANG && other.file === englishFileOf(entry.file));
    if (entry.kind === 'page' && english?.source.data !== undefined && entry.source.data !== undefined) shapes.push(...shapeProblems(entry.source, english.source));
  }

  const fieldProblems = checked.flatMap((entry) => entry.problems);
  const cross: Problem[] = [...translationProblems];

  const news = checked.filter((entry) => entry.kind === 'news');
  const featured = news.filter((entry) => recordOf(entry.source.data)?.featured === true);
  // An item whose fields cannot be read may be the featured one: "none" is then not known.
  if (news.length && featured.length === 0 && news.every((entry) => entry.source.data !== undefined)) {
    cross.push({ file: `${CONTENT}/news/`, field: 'featured', message: 'expected exactly one news item with "featured: true", found none' });
  }
  cross.push(
    ...secondFeatured(
      root,
      featured.map((entry) => ({ file: entry.file, line: entry.source.lineOf(['featured']) })),
    ),
  );

  const downloads = checked.flatMap((entry) => (entry.kind === 'product' ? downloadOf(entry.source.data ?? lenientProduct(root, entry.file)) : []));
  const itemPaths = (['news', 'careers'] as const).flatMap((collection) => itemFiles[collection].map((file) => `/${collection}/${slugOf(file)}`));
  const known = knownPaths([...itemPaths, ...downloads], root);
  const anchors = anchorTable(checked, pages);
  const facts = factTable(root);
  const site = recordOf(checked.find((entry) => entry.kind === 'site' && entry.lang === DEFAULT_LANG)?.source.data);
  const targets: Targets = { root, known, anchors, site: ownAddress(typeof site?.url === 'string' ? site.url : undefined) };

  const bodyProblems: Problem[] = [];
  for (const entry of checked) {
    const self = pathOf(entry, pages);
    if (!options.bodies || options.bodies.includes(entry.file)) {
      const own = factTable(root, entry.lang);
      const report = readBody(entry.source, resolveFacts(entry.source.body, own), own);
      bodyProblems.push(...report.problems);
      for (const link of report.links) {
        const problem = checkReference(link.url, targets, self);
        if (problem) bodyProblems.push({ file: entry.file, line: link.line, field: 'body', message: problem });
      }
    }
    cross.push(...checkReferences(entry.source, targets, self), ...checkFacts(entry.source, facts), ...checkProductRefs(entry.source, facts, known));
  }
  cross.push(...checkBrands(checked));
  // A product figure typed by hand instead of quoted (docs/decisions/3000).
  cross.push(...handTypedFigures(root, checked.map((entry) => entry.file)));
  // How figures are written: "25 kg", not "25kg"; an Arabic range in words (docs/decisions/3350).
  cross.push(...writingProblems(root, checked.map((entry) => entry.file)));
  warnings.push(...translatedFigureWarnings(root));
  // A page no menu, footer or other page links to (issue 30).
  warnings.push(
    ...orphanWarnings(
      checked.map((entry) => entry.source),
      pages,
    ),
  );
  // One mistake, one message: while the English page has a mistake, its translation is not measured against it.
  const flawed = new Set([...fieldProblems, ...bodyProblems, ...cross].map((problem) => problem.file));
  cross.push(...shapes.filter((problem) => !flawed.has(englishFileOf(problem.file))));

  return {
    problems: inOrder([...fieldProblems, ...bodyProblems, ...withoutRepeats(cross, fieldProblems)], checked),
    warnings: inOrder(warnings, checked),
    files: checked.length,
  };
}

/** Problems file by file in the order the files were read, each file's top to bottom. */
function inOrder(problems: Problem[], checked: Checked[]): Problem[] {
  const rank = new Map(checked.map((entry, index) => [entry.file, index]));
  return problems
    .map((problem, index) => ({ problem, index }))
    .sort((a, b) => (rank.get(a.problem.file) ?? -1) - (rank.get(b.problem.file) ?? -1) || (a.problem.line ?? 0) - (b.problem.line ?? 0) || a.index - b.index)
    .map(({ problem }) => problem);
}

/** A field that already failed its schema is not reported again by a rule about its value. */
function withoutRepeats(cross: Problem[], fields: Problem[]): Problem[] {
  return cross.filter(
    (problem) =>
      !fields.some(
        (field) =>
          field.file === problem.file &&
          (problem.field === field.field || problem.field.startsWith(`${field.field}.`) || problem.field.startsWith(`${field.field}[`) || field.field.startsWith(`${problem.field}.`)),
      ),
  );
}

/** The address of the page a file renders, for its own `#anchor` links (a translation's: its English page's, whose anchors it keeps). */
function pathOf(entry: Checked, pages: SitePage[]): string | undefined {
  if (entry.kind === 'news' || entry.kind === 'careers') return `/${entry.kind}/${slugOf(entry.file)}`;
  const file = englishFileOf(entry.file);
  if (entry.kind === 'page') return file === NOT_FOUND_FILE ? notFoundPath : pages.find((page) => page.file === file)?.path;
  return undefined;
}

type Anchors = Map<string, { named: string[]; all: Set<string> }>;
/** `site`: the test for the site's own addresses (content/site.yaml `url`), whose links are checked as the paths they are. */
type Targets = { root: string; known: Set<string>; anchors: Anchors; site: RegExp | undefined };

/** The ids each page renders, by every address it has. */
function anchorTable(checked: Checked[], pages: SitePage[]): Anchors {
  const table: Anchors = new Map();
  for (const entry of checked) {
    if (entry.kind === 'news' || entry.kind === 'careers') {
      const ids = collectionIds[entry.kind];
      table.set(`/${entry.kind}/${slugOf(entry.file)}`, { named: [...ids], all: new Set([...shellIds, ...ids]) });
    } else if (entry.kind === 'page' && entry.lang === DEFAULT_LANG && entry.source.data !== undefined) {
      // A page whose fields cannot be read has unknown anchors: links to them are not judged.
      const page = pages.find((candidate) => candidate.file === entry.file);
      const ids = pageAnchors(entry.source.data);
      for (const path of page ? [page.path, ...page.aliases] : [notFoundPath]) table.set(path, ids);
    }
  }
  return table;
}

const recordOf = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : undefined;

/** A `brand-panel` section names a brand of content/site.yaml (the link comes from there). */
function checkBrands(read: Checked[]): Problem[] {
  const site = recordOf(read.find((entry) => entry.kind === 'site')?.source.data);
  if (!site) return [];
  const brands = (Array.isArray(site.brands) ? site.brands : []).flatMap((brand: unknown) => {
    const label = recordOf(brand)?.label;
    return typeof label === 'string' ? [label] : [];
  });
  return read.flatMap((entry) => {
    const sections = recordOf(entry.source.data)?.sections;
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

/** Images named in fields must exist under content/images/; internal links must reach a page (and its anchor). */
function checkReferences(source: SourceFile, targets: Targets, self: string | undefined): Problem[] {
  const problems: Problem[] = [];
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      const problem = checkReference(value, targets, self);
      if (problem) problems.push(at(source, path, problem));
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(source.data, []);
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
  const message = (id: string) => `"${id}" is not a product; ${nameHint(id, ids)}expected a file name under content/products/: ${ids.join(', ')}`;
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (Array.isArray(value)) return value.forEach((item, i) => visit(item, [...path, i]));
    if (!value || typeof value !== 'object') return;
    const record: Record<string, unknown> = Object.fromEntries(Object.entries(value));
    if (unknown(record.product)) problems.push(at(source, [...path, 'product'], message(String(record.product))));
    if (Array.isArray(record.products)) {
      record.products.forEach((id, i) => unknown(id) && problems.push(at(source, [...path, 'products', i], message(String(id)))));
      if (record.type === 'comparison' && Array.isArray(record.rows)) {
        // Every cell is a fact of its product: a row some compared product lacks would show an empty cell.
        const compared = record.products.map(String).flatMap((id) => {
          const specs = facts.get(id);
          return specs ? [{ id, specs: new Set([...specs.keys()].filter((key) => !key.endsWith(SHORT))) }] : [];
        });
        const common = [...(compared[0]?.specs ?? [])].filter((key) => compared.every(({ specs }) => specs.has(key)));
        record.rows.forEach((row: unknown, i) => {
          const spec = row && typeof row === 'object' && 'spec' in row ? String(row.spec) : '';
          const lacking = compared.filter(({ specs }) => !specs.has(spec)).map(({ id }) => id);
          if (spec && lacking.length) {
            // A near name is a typo, not a figure only some publish.
            const hint = nameHint(spec, common);
            problems.push(
              at(
                source,
                [...path, 'rows', i, 'spec'],
                `${lacking.join(', ')} ${lacking.length === 1 ? 'has' : 'have'} no spec "${spec}": ${hint || 'every compared product needs every row (a figure only some publish belongs on their own pages); '}specs all of them have: ${common.join(', ') || '(none)'}`,
              ),
            );
          }
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

/**
 * The test for an address of the site's own domain (`https://www.ihubrobotics.com/tara`, with or
 * without `www.`, http or https), made once from content/site.yaml `url`; its group is the path.
 */
function ownAddress(site: string | undefined): RegExp | undefined {
  const host = site && /^https?:\/\/(?:www\.)?([^/?#]+)/i.exec(site)?.[1];
  return host ? new RegExp(`^https?://(?:www\\.)?${host.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[/?#]|$)(.*)$`, 'i') : undefined;
}

/** The path an address of the site's own domain stands for (`/tara`), or undefined for any other address. */
function ownPath(value: string, own: RegExp | undefined): string | undefined {
  if (!own || !/^https?:/i.test(value)) return undefined;
  const match = own.exec(value.trim());
  if (!match) return undefined;
  const rest = match[1] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

function checkReference(value: string, targets: Targets, self: string | undefined): string | undefined {
  // A link to this site written with its address is checked as the path it is: written so, it
  // would also lead a preview build's reader to the published site.
  const own = ownPath(value, targets.site);
  if (own !== undefined) {
    const problem = checkPath(own, targets, self);
    if (!problem) return undefined;
    const origin = /^https?:\/\/[^/?#]+/i.exec(value.trim())?.[0] ?? '';
    const instead = `write links to this site as a path, without "${origin}"`;
    const named = problem.replace(/^(link|image) "[^"]*"/, `$1 "${value}"`);
    return named.includes(ROUTES) ? named.replace(ROUTES, named.includes('did you mean') ? instead : `${instead}, like "/contact"`) : `${named}; ${instead}`;
  }
  return checkPath(value, targets, self);
}

const ROUTES = 'expected a route such as /contact or /news/<slug>';

function checkPath(value: string, { root, known, anchors }: Targets, self: string | undefined): string | undefined {
  if (!/^(\/[A-Za-z0-9\-._~/%]*)?([?#].*)?$/.test(value) || !value) return undefined;
  const path = value.replace(/[?#].*$/, '');
  if (path.startsWith('/images/')) {
    return existsSync(join(root, CONTENT, path)) ? undefined : `image "${value}" not found${invisibleNote(value)}; ${imageHint(root, path)}expected a file at content${path}`;
  }
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  if (clean && !known.has(clean)) return `link "${value}" leads to no page of this site${invisibleNote(value)}; ${pathHint(clean, known)}${ROUTES}`;
  const hash = /#(.+)$/.exec(value)?.[1];
  const page = clean || self;
  const ids = page === undefined ? undefined : anchors.get(page);
  if (!hash || !ids || ids.all.has(hash)) return undefined;
  const near = [...ids.all].find((id) => id.startsWith(`${hash}-`)) ?? closest(hash, [...ids.all]);
  const where = clean ? `on ${clean}` : 'on this page';
  const hint = near ? `did you mean "#${near}"? ` : '';
  const list = ids.named.length ? `its sections with an id are: ${ids.named.join(', ')}` : `${clean ? 'that page' : 'this page'} has no section with an id (give one an \`id:\` to link to it)`;
  return `link "${value}" leads to no anchor ${where}; ${hint}${list}`;
}
