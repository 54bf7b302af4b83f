/**
 * Product figures in running text (issue 30, docs/decisions/3000): what counts as a figure
 * ("6–8 hours", "About 40 kg", "Wi-Fi 6", "5G", "99.9%", "32+"), written in any of the ways a
 * copywriter or translator writes it — en dash or hyphen, "12 meters" or "12 m", Arabic units
 * ("40 كغ") and Arabic-Indic digits ("٤٠") — reduced to one comparable form, so a figure typed by
 * hand can be matched with the product spec it restates. Also how an Arabic product value takes
 * its numbers from the English value. Pure.
 */

/** Units and the words that write them, English and Arabic; the first name is the canonical one. */
const UNITS: Record<string, string[]> = {
  kg: ['kg', 'kgs', 'kilograms', 'kilogram', 'kilos', 'كغ', 'كلغ', 'كيلوغرام', 'كيلوجرام', 'كجم'],
  km: ['km', 'kilometres', 'kilometre', 'kilometers', 'kilometer', 'كم', 'كيلومترات', 'كيلومتر'],
  cm: ['cm', 'centimetres', 'centimetre', 'centimeters', 'centimeter', 'سم', 'سنتيمتر'],
  'N.m': ['N.m', 'N·m', 'Nm', 'newton metres', 'newton meters', 'نيوتن·متر', 'نيوتن متر'],
  m: ['m', 'metres', 'metre', 'meters', 'meter', 'م', 'أمتار', 'مترًا', 'مترا', 'متر'],
  min: ['min', 'minutes', 'minute', 'دقائق', 'دقيقة'],
  h: ['h', 'hrs', 'hr', 'hours', 'hour', 'ساعات', 'ساعة'],
  ft: ['ft', 'feet', 'foot', 'أقدام', 'قدم'],
  in: ['inches', 'inch', 'بوصة', 'إنش'],
};

const unitOf = new Map<string, string>(Object.entries(UNITS).flatMap(([canonical, names]) => names.map((name) => [name.toLowerCase(), canonical] as const)));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const UNIT_WORDS = [...unitOf.keys()].sort((a, b) => b.length - a.length).map(escape).join('|');

const DIGIT = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9]';
const NUMBER = `${DIGIT}+(?:[.,\\u066B]${DIGIT}+)?`;
/**
 * A number or a range ("6-8", "6–8", "6 to 8", "٦-٨"), a "+", then a unit, "%" or "°". Latin letters
 * or digits just before it make it part of a word or a name ("A4", "/x-12"); an Arabic letter
 * does not (the conjunction "و" is written against the next word: "و25 كغ").
 */
const QUANTITY = new RegExp(
  `(?<![A-Za-z0-9\\u0660-\\u0669_./\\-])(${NUMBER})(?:\\s*(?:-|–|—|to|إلى)\\s*(${NUMBER}))?(\\+)?(?:[\\s\\u00A0-]*(${UNIT_WORDS})(?![\\p{L}\\p{N}])|\\s*(%|٪|°))?`,
  'giu',
);
/** Named versions of a technology: "Wi-Fi 6", "Bluetooth 5.2", "4G", "4K". */
const TECH = new RegExp(`(?<![A-Za-z0-9])(?:(wi-?fi|bluetooth)\\s*(${NUMBER})|(${DIGIT})\\s?(G|K)(?![\\p{L}\\p{N}]))`, 'giu');

/** Western digits for Arabic-Indic ones, "." for a decimal comma, no thousands separators. */
export function plainNumber(text: string): string {
  const western = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  return western.replace(/[,\u066B](?=\d{3}(?!\d))/g, '').replace(/[,\u066B]/g, '.');
}

/** A figure found in a text: where it stands, as written, and its comparable form. */
export type Figure = { index: number; text: string; numbers: string; unit: string; plus: boolean };

/** Every figure in `text`: quantities with a unit, a symbol or a "+", and versions of a technology. */
export function figuresIn(text: string): Figure[] {
  const found: Figure[] = [];
  for (const match of text.matchAll(QUANTITY)) {
    const [whole, from, to, plus, word, symbol] = match;
    const unit = word ? (unitOf.get(word.toLowerCase()) ?? '') : symbol ? (symbol === '٪' ? '%' : symbol) : '';
    if (!unit && !plus) continue; // a bare number is not a product figure
    found.push({ index: match.index, text: whole.trim(), numbers: [from, to].filter(Boolean).map((n) => plainNumber(n!)).join('-'), unit, plus: Boolean(plus) });
  }
  for (const match of text.matchAll(TECH)) {
    const [whole, name, version, digit, letter] = match;
    const unit = name ? name.toLowerCase().replace('-', '') : letter!.toUpperCase();
    found.push({ index: match.index, text: whole.trim(), numbers: plainNumber(version ?? digit!), unit, plus: false });
  }
  return found.sort((a, b) => a.index - b.index);
}

/**
 * Whether a figure in a text restates a figure of a spec value: the same numbers and the same
 * unit; a unitless "32+" only as "32+". "About", "up to" and a "+" after a unit ("12h+" and
 * "12 hours and more") are words around the figure, not the figure.
 */
export function sameFigure(text: Figure, spec: Figure): boolean {
  if (text.numbers !== spec.numbers || text.unit !== spec.unit) return false;
  return spec.unit ? true : text.plus && spec.plus;
}

const NUMBER_IN_TEXT = new RegExp(NUMBER, 'gu');

/** The numbers of a text, in order, as written. */
const numbersOf = (text: string) => [...text.matchAll(NUMBER_IN_TEXT)].map((match) => match[0]);

/** Whether a number is written in Arabic-Indic digits. */
const arabicDigits = (text: string) => /[\u0660-\u0669]/.test(text);

function toArabicDigits(text: string): string {
  return text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace(/\./g, '\u066B');
}

/**
 * A translated spec value with its numbers taken from the English value: the translation gives
 * the words and units ("6-8 ساعات من الاستخدام الفعلي"), the English file gives every number, in
 * the same order and written in the translation's digits. So a figure changed in the English
 * product file changes in every language at once. Undefined when the two no longer hold the same
 * count of numbers: the translation has to be redone, and until then the English value is shown.
 */
export function translatedFigure(english: string, translated: string): string | undefined {
  const source = numbersOf(english);
  const own = numbersOf(translated);
  if (source.length !== own.length) return undefined;
  let index = 0;
  return translated.replace(NUMBER_IN_TEXT, (written) => {
    const number = source[index++]!;
    return arabicDigits(written) ? toArabicDigits(plainNumber(number)) : number;
  });
}
