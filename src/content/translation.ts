/**
 * Translated content (content/<lang>/, docs/decisions/1800): which English file a translated
 * file stands for, how a partial file (site settings, a product's texts) is merged onto its
 * English file, and the `translationOf` stamp that says which English text was translated.
 * Pure: files are read by src/content/read.ts and the check.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { languages, translatedLangs, type Lang } from '../lib/languages';
import { translatedFigure } from './figures';
import { text } from './schemas/fields';

/** The key every translated file carries: the first 12 hex characters of the SHA-256 of the English file it translates. */
export const TRANSLATION_OF = 'translationOf';

export const STAMP = /^[0-9a-f]{12}$/;

/** The stamp of an English file's bytes, as `sha256sum <file> | cut -c1-12` prints it. */
export function sourceStamp(bytes: string | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 12);
}

/** The line that stamps a translation as up to date with the English file whose stamp is `stamp`. */
export const stampLine = (stamp: string) => `${TRANSLATION_OF}: "${stamp}"`;

/**
 * How to stamp a translation once it is up to date, without the command line (docs/decisions/3001):
 * the exact line to write, which CI shows on the file in the pull request, so it can be pasted in
 * GitHub's editor; or the command that writes it.
 */
export function stampAdvice(file: string, stamp: string, replace: boolean): string {
  const where = replace ? '' : file.endsWith('.mdx') ? ' after the first "---"' : ' above the first field';
  return `${replace ? 'replace that line with' : 'add the line'} \`${stampLine(stamp)}\`${where} (or run "npm run content:translated -- ${file}") once it is up to date`;
}

/** The language of a content file (`content/ar/pages/tara.mdx` → ar), undefined for English files. */
export function langOfFile(file: string): Lang | undefined {
  return translatedLangs.find((lang) => file.startsWith(`content/${lang}/`));
}

/** The English file a translated file stands for: content/ar/pages/tara.mdx → content/pages/tara.mdx. */
export function englishFileOf(file: string): string {
  const lang = langOfFile(file);
  return lang ? `content/${file.slice(`content/${lang}/`.length)}` : file;
}

/** The file in `lang` that translates an English content file: content/site.yaml → content/ar/site.yaml. */
export function translatedFileOf(lang: Lang, englishFile: string): string {
  return `content/${lang}/${englishFile.slice('content/'.length)}`;
}

/** Whether figures quoted in this language's plain text are wrapped in bidi isolates. */
export const isRtl = (lang: Lang) => languages[lang].dir === 'rtl';

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A partial translation merged onto its English data: an object merges key by key, anything
 * else the translation gives (a text, a whole list) replaces the English value.
 */
export function deepMerge(base: unknown, over: unknown): unknown {
  if (over === undefined) return base;
  if (isRecord(base) && isRecord(over)) {
    const out: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(over)) out[key] = deepMerge(base[key], value);
    return out;
  }
  return over;
}

/**
 * A product's translated texts merged onto its English file. `specs` is a map from spec key to
 * the texts of that spec, merged into the English spec of that key. `download.kind` names the
 * PDF in the visitor's language; the English kind stays, as the build's PDF setting.
 */
export function mergeProduct(english: unknown, translated: unknown): unknown {
  if (!isRecord(english) || !isRecord(translated)) return english;
  const { specs, download, ...rest } = translated;
  const merged = deepMerge(english, rest);
  if (!isRecord(merged)) return merged;
  if (isRecord(specs) && Array.isArray(english.specs)) {
    merged.specs = english.specs.map((spec: unknown) => (isRecord(spec) && typeof spec.key === 'string' && isRecord(specs[spec.key]) ? withEnglishNumbers(spec, deepMerge(spec, specs[spec.key])) : spec));
  }
  if (isRecord(download) && isRecord(english.download)) merged.download = { ...english.download };
  return merged;
}

/**
 * A translated spec whose figures keep the English numbers: the translation gives the words and
 * units, the English file every number (./figures.ts). A value whose numbers no longer line up
 * with the English one is shown in English until it is translated again.
 */
function withEnglishNumbers(english: Record<string, unknown>, merged: unknown): unknown {
  if (!isRecord(merged)) return merged;
  const out = { ...merged };
  if (typeof english.value === 'string' && typeof out.value === 'string') out.value = translatedFigure(english.value, out.value) ?? english.value;
  const englishShort = isRecord(english.short) ? english.short.value : undefined;
  if (isRecord(out.short) && typeof englishShort === 'string' && typeof out.short.value === 'string') {
    out.short = { ...out.short, value: translatedFigure(englishShort, out.short.value) ?? englishShort };
  }
  return out;
}

const specTexts = z.strictObject({
  label: text('a label').optional().describe('What is measured'),
  value: text('a value').optional().describe('The figure'),
  short: z.strictObject({ label: text('a short label').optional(), value: text('a short value').optional() }).optional().describe('The shorter wording'),
});

/** content/<lang>/products/<id>.yaml: only the texts of a product (its figures and settings stay in the English file). */
export const translatedProductSchema = z.strictObject({
  [TRANSLATION_OF]: z.string().optional(),
  name: text('the product name').optional().describe('Only when the English name has a generic word; model names stay Latin'),
  category: text('a category').optional(),
  summary: text('one sentence').optional().describe('The product’s one-sentence summary'),
  image: z.strictObject({ alt: text('a description of the image') }).optional().describe('The portrait’s alternative text'),
  specs: z.record(z.string().meta({ refersTo: 'products.specs' }), specTexts, { error: 'expected a map from spec key to its texts, like "height: { label: …, value: … }"' }).optional(),
  download: z.strictObject({ kind: text('what the PDF is') }).optional().describe('What the PDF is, in this language'),
});
