/**
 * A figure never breaks across lines inside itself (docs/decisions/3350): "500 kg", "6–8 hours",
 * "About 40 kg", "12 ساعة فأكثر", "من 6 إلى 8 ساعات" each stay on one line, wherever a figure is
 * drawn (a key fact, a spec list, a stat: components/ui/BidiText.tsx) or quoted in a sentence
 * (`[[product.spec]]`, content/facts.ts). Browser-safe and small.
 *
 * A figure is a number with what holds on to it, each space among them made a no-break space:
 * - the word after the number, its unit or what it counts ("25 kg", "9:00 AM", "32 لغة");
 * - the other end of a range ("6 – 8", "6 to 8", "6 إلى 8") and the word that opens it ("من 6");
 * - a word that qualifies the number before it ("About 40", "Up to 5", "نحو 40", "حتى 5");
 * - "or more" after its unit ("12 hours or more", "12 ساعة فأكثر", "12 ساعة أو أكثر").
 * Elsewhere a line may break as usual: between "من 9:00 صباحًا" and "إلى 6:00 مساءً", two phrases.
 */

/** NO-BREAK SPACE: a space a line never breaks at. */
export const NBSP = '\u00A0';

/** A number as written (Western or Arabic-Indic digits, decimals, times, a closing +, % or °), with any isolate marks after it. */
const NUMBER = String.raw`[0-9\u0660-\u0669]+(?:[.,:\u066B][0-9\u0660-\u0669]+)*[+%°]?[\u2066-\u2069]*`;
/** A number ahead, isolate marks before it allowed (an Arabic field wraps Latin runs in LRI…PDI). */
const DIGIT_AHEAD = String.raw`[\u2066-\u2069]*[0-9\u0660-\u0669]`;
/** Words that open or join a range, or qualify the number they stand before. */
const LEADS = ['about', 'around', 'up to', 'to', 'from', 'نحو', 'حوالي', 'حتى', 'من', 'إلى'];
/** Words that say "or more" after a unit. */
const MORE = ['or more', 'and more', 'فأكثر', 'أو أكثر'];

const SPACE = '[ \\t]+';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternatives = (words: string[]) => words.map((word) => escape(word).replace(/ /g, SPACE)).join('|');

/** A number, then spaces, then a word, a dash or another number. */
const AFTER_NUMBER = new RegExp(`(${NUMBER})${SPACE}(?=[\\p{L}\\u2066-\\u2069]|[-–—]${SPACE}?${DIGIT_AHEAD})`, 'gu');
/** A dash between two numbers with a space after it ("6 – 8"). */
const DASH = new RegExp(`([-–—])${SPACE}(?=${DIGIT_AHEAD})`, 'gu');
/** A leading word, then spaces, then a number; the words of a leading phrase joined too ("Up to"). */
const LEAD = new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives(LEADS)})${SPACE}(?=${DIGIT_AHEAD})`, 'giu');
/** "or more" after a number and the word bound to it. */
const OR_MORE = new RegExp(`(${NUMBER}${NBSP}[\\p{L}\\p{M}·.]+)${SPACE}(${alternatives(MORE)})(?![\\p{L}\\p{N}])`, 'giu');

const bound = (text: string) => text.replace(/[ \t]+/g, NBSP);

/** The text with every space inside a figure made a no-break space; the rest as it was. */
export function bindFigures(text: string): string {
  if (!/[0-9\u0660-\u0669]/.test(text)) return text;
  return text
    .replace(LEAD, (_, lead: string) => `${bound(lead)}${NBSP}`)
    .replace(AFTER_NUMBER, (_, number: string) => `${number}${NBSP}`)
    .replace(DASH, (_, dash: string) => `${dash}${NBSP}`)
    .replace(OR_MORE, (_, figure: string, more: string) => `${figure}${NBSP}${bound(more)}`);
}
