/**
 * "A figure lives once" as a rule of the content check (issue 30, docs/decisions/3000):
 *
 * - a product figure typed by hand anywhere in content/ (a page field, a news excerpt, a body, an
 *   Arabic page) is a problem, with the `[[product.key]]` reference to write instead, so a figure
 *   changed in its product file changes everywhere. A text restates a product's figure when it
 *   is about that product: it names the product, or its file is that product's page (a
 *   `product:` field, the product's address) or a news item whose headline or summary names it.
 *   "25 kg" on a card about Daksha is Daksha's payload; "4K cameras" in a job posting is not;
 * - a text about one product never gives it another product's figure (issue 43): on a page,
 *   card or story about Tara Greet, Tara Gen 1's "172 cm" — typed, or quoted as
 *   `[[tara.height]]` — is a problem unless the text names Tara Gen 1 beside it. SPEC publishes
 *   each product's figures apart; a figure shown without its product reads as the subject's;
 * - an Arabic product file holds words, and its numbers come from the English file
 *   (./figures.ts `translatedFigure`); a translated value that no longer has as many numbers as
 *   the English one is shown in English until it is translated again, and the check warns.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LANG, translatedLangs } from '../lib/languages';
import { FACT_REFERENCE, lowerFirst } from './facts';
import { figuresIn, sameFigure, translatedFigure, type Figure } from './figures';
import { lenientProduct, productFiles, productId, translatedProductFile } from './products.server';
import { parseSource, type Problem, type SourceFile } from './source';
import { englishFileOf, langOfFile } from './translation';
import { fieldName } from './validate';

type Spec = { key: string; label?: string; value: string; short?: string; figures: Figure[]; shortFigures: Figure[] };
type Product = { id: string; name: string; names: string[]; file: string; path?: string; specs: Spec[] };

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The products with the figures of their specs (values with a digit), read leniently. */
export function productFigures(root: string): Product[] {
  return productFiles(root).map((file) => {
    const data = lenientProduct(root, file);
    const record = isRecord(data) ? data : {};
    const id = productId(file);
    const names = [str(record.name) ?? id];
    for (const lang of translatedLangs) {
      const translated = lenientProduct(root, translatedProductFile(lang, file));
      const name = isRecord(translated) ? str(translated.name) : undefined;
      if (name) names.push(name);
    }
    const specs = (Array.isArray(record.specs) ? record.specs : []).flatMap((spec: unknown): Spec[] => {
      if (!isRecord(spec) || typeof spec.key !== 'string' || typeof spec.value !== 'string') return [];
      const short = isRecord(spec.short) ? str(spec.short.value) : undefined;
      const figures = figuresIn(spec.value);
      const shortFigures = short ? figuresIn(short) : [];
      const label = str(spec.label);
      return figures.length || shortFigures.length ? [{ key: spec.key, ...(label ? { label } : {}), value: spec.value, ...(short ? { short } : {}), figures, shortFigures }] : [];
    });
    return { id, name: names[0]!, names, file, ...(str(record.path) ? { path: str(record.path)! } : {}), specs };
  });
}

/** Keys whose values are addresses, names or settings, never text a visitor reads. */
const NOT_TEXT = new Set(['type', 'id', 'icon', 'glyph', 'src', 'href', 'download', 'product', 'products', 'spec', 'mail', 'tone', 'layout', 'style', 'aliases', 'redirects', 'translationOf', 'socialImage']);

/** Every text of a file's fields, with its path. */
export function texts(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, [...path, i]));
  if (isRecord(value)) return Object.entries(value).flatMap(([key, item]) => (NOT_TEXT.has(key) ? [] : texts(item, [...path, key])));
  return [];
}

/** Product ids a file's fields name in `product:` or `products:`. */
function namedProducts(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => namedProducts(item, out));
  else if (isRecord(value)) {
    if (typeof value.product === 'string') out.add(value.product);
    if (Array.isArray(value.products)) for (const id of value.products) if (typeof id === 'string') out.add(id);
    Object.values(value).forEach((item) => namedProducts(item, out));
  }
  return out;
}

const mentions = (text: string, product: Product) =>
  product.names.some((name) => new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(text));

/**
 * The products a whole file is about: the product of its page (its address, or the product its
 * `product-hero` shows), or the product a news item's headline or summary names.
 */
function fileSubjects(source: SourceFile, products: Product[]): Product[] {
  const english = englishFileOf(source.file);
  const data = isRecord(source.data) ? source.data : {};
  const sections = Array.isArray(data.sections) ? data.sections.filter(isRecord) : [];
  const heroes = new Set(sections.flatMap((section) => (section.type === 'product-hero' && typeof section.product === 'string' ? [section.product] : [])));
  const headline = [str(data.title), str(data.excerpt)].filter(Boolean).join(' ');
  return products.filter(
    (product) =>
      heroes.has(product.id) ||
      (product.path !== undefined && english === `content/pages${product.path}.mdx`) ||
      (english.startsWith('content/news/') && mentions(headline, product)),
  );
}

/** The products the section holding `path` shows (a spec list, a comparison), if the path is inside a section. */
function sectionSubjects(data: unknown, path: PropertyKey[], products: Product[]): Product[] {
  if (path[0] !== 'sections' || typeof path[1] !== 'number' || !isRecord(data) || !Array.isArray(data.sections)) return [];
  const named = namedProducts(data.sections[path[1]]);
  return products.filter((product) => named.has(product.id));
}

/**
 * The products the object holding `path` is about: those its enclosing objects name in
 * `product:`/`products:` (a menu link, a family), and those the nearest item of a list (a card,
 * a link; not a whole section) names in its other words: a card titled "Tara Greet" is about
 * Tara Greet, its points included.
 */
function itemSubjects(data: unknown, path: PropertyKey[], products: Product[]): Product[] {
  const named = new Set<string>();
  let nearest: { node: Record<string, unknown>; rest: PropertyKey[] } | undefined;
  let node: unknown = data;
  for (const [depth, key] of path.entries()) {
    if (isRecord(node)) {
      if (typeof node.product === 'string') named.add(node.product);
      if (Array.isArray(node.products)) for (const id of node.products) if (typeof id === 'string') named.add(id);
      // An item of a list (a card, a link), not a whole section, nor the file.
      const item = typeof path[depth - 1] === 'number' && !(path[0] === 'sections' && depth <= 2);
      if (item) nearest = { node, rest: path.slice(depth) };
      node = typeof key === 'string' ? node[key] : undefined;
    } else node = Array.isArray(node) && typeof key === 'number' ? node[key] : undefined;
  }
  // The nearest object's words, the text itself left out.
  const rest = nearest?.rest ?? [];
  const same = (other: PropertyKey[]) => other.length === rest.length && other.every((key, i) => key === rest[i]);
  const said = nearest
    ? texts(nearest.node)
        .filter((entry) => !same(entry.path))
        .map((entry) => entry.text)
        .join(' ')
        .replace(FACT_REFERENCE, ' ')
    : '';
  return products.filter((product) => named.has(product.id) || mentions(said, product));
}

const listOf = (names: string[]) => (names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? ''));

/**
 * Another product's figure in a text about `subjects`: quoted (`[[tara.height]]` on a card about
 * Tara Greet) or typed ("172 cm" there), without the text naming that product. Each reads as a
 * figure of the subject, which it is not.
 */
function foreignFigures(text: string, subjects: Product[], products: Product[], at: (message: string) => Problem): Problem[] {
  if (!subjects.length) return [];
  const about = listOf(subjects.map((product) => product.name));
  const own = new Set(subjects.map((product) => product.id));
  const problems: Problem[] = [];
  for (const match of text.matchAll(FACT_REFERENCE)) {
    const [whole, id, key] = match;
    const other = products.find((product) => product.id === id);
    if (!other || own.has(other.id)) continue;
    problems.push(
      at(
        `${whole} quotes the ${key} of ${other.name} in a text about ${about}, where it reads as ${about}'s own: name ${other.name} beside it, or quote a figure of ${about}`,
      ),
    );
  }
  const bare = text.replace(FACT_REFERENCE, (whole) => ' '.repeat(whole.length));
  for (const figure of figuresIn(bare)) {
    const mine = subjects.some((product) => product.specs.some((spec) => [...spec.figures, ...spec.shortFigures].some((other) => sameFigure(figure, other))));
    if (mine) continue;
    for (const other of products) {
      if (own.has(other.id)) continue;
      const spec = other.specs.find((candidate) => [...candidate.figures, ...candidate.shortFigures].some((theirs) => sameFigure(figure, theirs)));
      if (!spec) continue;
      problems.push(
        at(
          `"${figure.text}" is the ${spec.key} of ${other.name} (${other.file}: "${spec.value}"), not a figure of ${about}, which this text is about: name ${other.name} beside it and write [[${other.id}.${spec.key}]], or give ${about}'s own figure`,
        ),
      );
      break;
    }
  }
  return problems;
}

/** The text without Markdown emphasis and code markers, dashes as hyphens: how a visitor reads it. */
const readable = (text: string) => text.replace(/[*_`]/g, '').replace(/[–—]/g, '-');

/**
 * The reference that quotes `spec` where `text` restates it: `|short` when the text uses the
 * spec's short wording and not its full value; `|lower` when the wording starts with a word that
 * |lower would change ("Up to 5km") and the figure stands in the middle of a sentence.
 */
function referenceFor(product: Product, spec: Spec, text: string, figure: Figure, translated: boolean): string {
  const plain = readable(text).toLowerCase();
  const short = spec.short !== undefined && !plain.includes(readable(spec.value).toLowerCase()) && spec.shortFigures.some((other) => sameFigure(figure, other));
  const wording = short ? spec.short! : spec.value;
  // Where the wording would start: before the figure when the text holds the words that lead up to it ("up to").
  const lead = wording.slice(0, Math.max(0, readable(wording).search(/[0-9]/))).trim().toLowerCase();
  const upTo = readable(text.slice(0, figure.index)).trimEnd();
  const before = lead && upTo.toLowerCase().endsWith(lead) ? upTo.slice(0, upTo.length - lead.length) : upTo;
  const midSentence = before.replace(/[\s>#-]+$/, '') !== '' && !/[.!?:]\s*$/.test(before);
  // A translation quotes its own wording of the figure, which |lower does not change.
  const lower = !translated && lowerFirst(wording) !== wording && midSentence;
  return `[[${product.id}.${spec.key}${short ? '|short' : ''}${lower ? '|lower' : ''}]]`;
}

/**
 * A count written as a plain number before the word it counts, "speaks 32 languages", where a
 * product's spec gives it as "32+" (its key or label is that word): read as that figure, and
 * quoted with the word kept after the reference (`after`).
 */
function countedFigures(text: string, subjects: Product[]): (Figure & { after: string })[] {
  const found: (Figure & { after: string })[] = [];
  for (const spec of subjects.flatMap((product) => product.specs)) {
    const counts = spec.figures.filter((figure) => !figure.unit && figure.plus && /^\d+$/.test(figure.numbers));
    const words = [spec.key, spec.label].filter((word): word is string => !!word && /^[A-Za-z ]+$/.test(word)).map((word) => word.toLowerCase());
    for (const figure of counts)
      for (const word of new Set(words))
        for (const match of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}.+])${figure.numbers}(?![\\p{N}.+])\\s+(${word})(?![\\p{L}\\p{N}])`, 'giu')))
          found.push({ index: match.index, text: match[0], numbers: figure.numbers, unit: '', plus: true, after: ` ${match[1]}` });
  }
  return found;
}

/**
 * The figure with the words of the spec's value that follow it in the text too: in "its
 * 10.1-inch touchscreen", the display "10.1-inch touchscreen" is restated whole, and the
 * reference stands for both words (writing it before "touchscreen" would say it twice).
 */
function withValueWords(figure: Figure, spec: Spec, text: string): Figure {
  if ('after' in figure) return figure;
  const own = spec.figures.find((other) => sameFigure(figure, other));
  if (!own) return figure;
  const rest = spec.value.slice(own.index + own.text.length).trimEnd();
  const following = text.slice(figure.index + figure.text.length, figure.index + figure.text.length + rest.length);
  return rest.trim() && following.toLowerCase() === rest.toLowerCase() ? { ...figure, text: `${figure.text}${following}` } : figure;
}

/** `subjects` and the products a text names itself (its references aside), once each. */
function inText(text: string, subjects: Product[], products: Product[]): Product[] {
  const bare = text.replace(FACT_REFERENCE, ' ');
  return [...new Set([...subjects, ...products.filter((product) => mentions(bare, product))])];
}

/** The problems of one text: for each product figure it restates, one message naming every place it does. */
function textProblems(text: string, about: Product[], products: Product[], translated: boolean, at: (message: string) => Problem): Problem[] {
  // References are the way to quote a figure; what they stand for is not typed here.
  const bare = text.replace(FACT_REFERENCE, (whole) => ' '.repeat(whole.length));
  const subjects = [...new Set([...about, ...products.filter((product) => mentions(bare, product))])];
  const figures = [...figuresIn(bare), ...countedFigures(bare, subjects)].sort((a, b) => a.index - b.index);
  if (!figures.length) return [];
  const bySpec = new Map<Spec, { product: Product; figures: Figure[]; others: string[]; after?: string }>();
  for (const found of figures) {
    const hits = subjects.flatMap((product) =>
      product.specs.filter((spec) => [...spec.figures, ...spec.shortFigures].some((other) => sameFigure(found, other))).map((spec) => ({ product, spec })),
    );
    const [first, ...others] = hits;
    if (!first) continue;
    const figure = withValueWords(found, first.spec, bare);
    const group = bySpec.get(first.spec) ?? { product: first.product, figures: [], others: [], ...('after' in found ? { after: String(found.after) } : {}) };
    group.figures.push(figure);
    for (const other of others) {
      const reference = referenceFor(other.product, other.spec, bare, figure, translated);
      if (!group.others.includes(reference)) group.others.push(reference);
    }
    bySpec.set(first.spec, group);
  }
  return [...bySpec].map(([spec, { product, figures: found, others, after }]) => {
    const quoted = found.map((figure) => `"${figure.text}"`);
    const list = quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : quoted[0]!;
    const reference = `${referenceFor(product, spec, bare, found[0]!, translated)}${after ?? ''}`;
    const alternatives = others.length ? ` (or ${others.join(', ')})` : '';
    return at(
      `${list} ${found.length > 1 ? 'restate' : 'restates'} the ${spec.key} of ${product.name}, typed once in ${product.file} ("${spec.value}"); write ${reference}${alternatives} instead, so this text follows the product file`,
    );
  });
}

/**
 * Every product figure typed by hand in `files` (content files other than product files), with
 * the reference to write instead. Files are read as written: a reference is not a figure typed.
 */
export function handTypedFigures(root: string, files: readonly string[]): Problem[] {
  const products = productFigures(root);
  const problems: Problem[] = [];
  for (const file of files) {
    if (/^content\/([a-z]{2}\/)?products\//.test(file)) continue;
    let source: SourceFile;
    try {
      source = parseSource(file, readFileSync(join(root, file), 'utf8'));
    } catch {
      continue;
    }
    const about = fileSubjects(source, products);
    const translated = langOfFile(file) !== undefined;
    for (const { path, text } of texts(source.data)) {
      const subjects = [...about, ...sectionSubjects(source.data, path, products)];
      const at = (message: string): Problem => ({ file, line: source.lineOf(path), field: fieldName(path), message });
      problems.push(...textProblems(text, subjects, products, translated, at));
      problems.push(...foreignFigures(text, inText(text, [...subjects, ...itemSubjects(source.data, path, products)], products), products, at));
    }
    let fenced = false;
    source.body.split('\n').forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced) return;
      const at = (message: string): Problem => ({ file, line: source.bodyLine + index, field: 'body', message });
      problems.push(...textProblems(line, about, products, translated, at));
      problems.push(...foreignFigures(line, inText(line, about, products), products, at));
    });
  }
  return problems;
}

/**
 * Warnings for translated spec values whose numbers no longer line up with the English value
 * (a range became one number, a figure was added): those show the English value until translated.
 */
export function translatedFigureWarnings(root: string): Problem[] {
  const warnings: Problem[] = [];
  for (const file of productFiles(root)) {
    const english = lenientProduct(root, file);
    const specs = isRecord(english) && Array.isArray(english.specs) ? english.specs.filter(isRecord) : [];
    for (const lang of translatedLangs) {
      if (lang === DEFAULT_LANG) continue;
      const translatedFile = translatedProductFile(lang, file);
      let source: SourceFile;
      try {
        source = parseSource(translatedFile, readFileSync(join(root, translatedFile), 'utf8'));
      } catch {
        continue;
      }
      const own = isRecord(source.data) && isRecord(source.data.specs) ? source.data.specs : {};
      for (const spec of specs) {
        const key = str(spec.key);
        const mine = key ? own[key] : undefined;
        if (!key || !isRecord(mine)) continue;
        const pairs: [string[], string | undefined, string | undefined][] = [
          [['specs', key, 'value'], str(spec.value), str(mine.value)],
          [['specs', key, 'short', 'value'], isRecord(spec.short) ? str(spec.short.value) : undefined, isRecord(mine.short) ? str(mine.short.value) : undefined],
        ];
        for (const [path, value, translated] of pairs) {
          if (value === undefined || translated === undefined || translatedFigure(value, translated) !== undefined) continue;
          warnings.push({
            file: translatedFile,
            line: source.lineOf(path),
            field: fieldName(path),
            message: `the numbers of this value no longer match ${file} ("${value}"): pages in this language show the English value until it is translated again (numbers come from the English file; write the words and units around them)`,
          });
        }
      }
    }
  }
  return warnings;
}
