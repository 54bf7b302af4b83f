/**
 * Where a line may not break inside a short text: between a number and its unit ("25 kg",
 * "6-8 hours", "172 cm", "12 ساعة", "$0.5 Million"), inside a generation's name ("Gen 1", which
 * in an Arabic line otherwise leaves the 1 alone at the start of the next), and inside a word
 * joined by hyphens ("10.1-inch",
 * "depth-camera", "multi-accent"), which browsers otherwise break after the hyphen
 * (docs/decisions/3362). The text is cut into runs; components keep each `keep` run on one line.
 */

/** Units a figure on this site may carry, in English and Arabic: lengths, masses, forces, times, data. */
const UNITS = [
  // Lengths, masses, forces and power, data, times.
  String.raw`mm cm m km meters? metres? kilometers? kilometres? ft feet foot in inch(?:es)?`,
  String.raw`g kg tonnes? t N N\.m Nm W kW V Ah mAh Hz GHz GB TB MP fps`,
  String.raw`s sec min h hrs? hours? days? weeks? months? years?`,
  // Amounts of money: "$0.5 Million", "₹4.2 crore".
  String.raw`Million million crore`,
  // The same in Arabic.
  String.raw`مم سم م كم متر أمتار كيلومترات? قدم أقدام بوصة غ كغ كجم طن`,
  String.raw`ثانية ثوانٍ دقيقة دقائق ساعة ساعات يوم أيام أسبوع أسابيع شهر أشهر سنة سنوات`,
]
  .flatMap((line) => line.split(' '))
  // Longest first, so "N.m" wins over "N".
  .sort((a, b) => b.length - a.length)
  .join('|');

/** A generation's name: "Gen 1", "Gen 3". */
const GENERATION = String.raw`(?<![\p{L}\p{N}])Gen\s+\p{N}+(?![\p{L}\p{N}])`;

/** A number (with its range, decimals, sign or percent) and its unit, a generation, or a hyphenated word. */
export const UNBREAKABLE = new RegExp(
  String.raw`\p{N}[\p{N}.,+\-–/×]*\s+(?:${UNITS})(?![\p{L}\p{N}])|${GENERATION}|[\p{L}\p{N}.]*[\p{L}\p{N}](?:[-‐‑][\p{L}\p{N}][\p{L}\p{N}.]*)+`,
  'gu',
);

/**
 * In a text carrying bidirectional isolates (a figure quoted in an Arabic field reaches the page
 * between LRI and PDI: src/content/facts.ts), only an isolated number and the unit after it
 * ("10.1 بوصة", the number between LRI and PDI): a run never cuts an isolate from its closing mark.
 */
const UNBREAKABLE_ISOLATED = new RegExp(String.raw`\u2066[\p{N}.,+\-–/×]+\u2069\s+(?:${UNITS})(?![\p{L}\p{N}])`, 'gu');

const ISOLATES = /[\u2066-\u2069]/u;

/**
 * Where a line may break around a run: a space, but not a no-break one. A kept run is a box of its
 * own (the `keep-together` utility, src/styles/app.css), and a browser may break a line on either
 * side of a box, even before a full stop or a no-break space. So a run reaches out to the spaces on
 * each side: it takes in the punctuation and the letters that touch it ("(25 kg).", "و12 ساعة") and
 * the words joined to it by no-break spaces ("Up to 25 kg", "12 ساعة أو أكثر": src/lib/units.ts).
 * An isolate it meets (a quoted figure, "من ⁦6⁩ إلى ⁦8⁩ ساعات") it takes whole, never cut from its
 * closing mark.
 */
const EDGE = /[ \t\n\r\f\v\u1680\u2000-\u2006\u2008-\u200A\u2028\u2029\u205F\u3000]/u;
const OPEN_ISOLATE = /[\u2066-\u2068]/u;
const CLOSE_ISOLATE = '\u2069';

/**
 * In an Arabic line, a name in Latin letters ("Tara Learn", "Tara Gen 1", "Octa Bot", "Wi-Fi 6") is one
 * left-to-right island: broken across lines, its words swap sides and read "Learn … Tara". A run
 * of Latin words (with their numbers) stays whole, as does anything the English rules keep.
 */
export const ARABIC = /\p{Script=Arabic}/u;
const UNBREAKABLE_IN_ARABIC = new RegExp(String.raw`[A-Za-z][A-Za-z0-9.+\-‐‑]*(?: [A-Za-z0-9][A-Za-z0-9.+\-‐‑]*)+|${UNBREAKABLE.source}`, 'gu');

/** Where a run found at `start` begins, reaching back no further than `floor`. */
function reachBack(text: string, start: number, floor: number): number {
  while (start > floor) {
    const before = text.charAt(start - 1);
    if (EDGE.test(before)) break;
    if (before === CLOSE_ISOLATE) {
      const open = Math.max(text.lastIndexOf('\u2066', start - 2), text.lastIndexOf('\u2067', start - 2), text.lastIndexOf('\u2068', start - 2));
      if (open < floor) break;
      start = open;
    } else start -= 1;
  }
  return start;
}

/** Where a run found to end at `end` ends. */
function reachOn(text: string, end: number): number {
  while (end < text.length) {
    const next = text.charAt(end);
    if (EDGE.test(next)) break;
    if (OPEN_ISOLATE.test(next)) {
      const close = text.indexOf(CLOSE_ISOLATE, end);
      if (close < 0) break;
      end = close + 1;
    } else end += 1;
  }
  return end;
}

export type Run = { text: string; keep: boolean };

/** The text as runs, the unbreakable ones marked `keep`; joined, they are the text again. */
export function keepTogetherRuns(text: string): Run[] {
  const runs: Run[] = [];
  let last = 0;
  const pattern = ISOLATES.test(text) ? UNBREAKABLE_ISOLATED : ARABIC.test(text) ? UNBREAKABLE_IN_ARABIC : UNBREAKABLE;
  for (const match of text.matchAll(pattern)) {
    // A match the run before it has reached out to is inside that run already.
    if (match.index < last) continue;
    const start = reachBack(text, match.index, last);
    const end = reachOn(text, match.index + match[0].length);
    if (start > last) runs.push({ text: text.slice(last, start), keep: false });
    runs.push({ text: text.slice(start, end), keep: true });
    last = end;
  }
  if (last < text.length) runs.push({ text: text.slice(last), keep: false });
  return runs;
}
