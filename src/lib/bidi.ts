/**
 * Latin words and figures inside right-to-left text (docs/decisions/2714). Browser-safe and
 * small: the value components and the spec list's island use it.
 *
 * A right-to-left value keeps the page's direction; only each maximal run of Latin letters and
 * Western digits inside it ("WiFi", "4G", "10.1", "6-8", "Wi-Fi 6", "32+", "99.9%", "25 kg") is
 * isolated left to right, so "WiFi أو LAN أو 4G" reads WiFi, أو, LAN, أو, 4G from the right, and
 * a figure reads the same in a sentence as in a spec card. A value with no right-to-left letter
 * at all ("WiFi, LAN or 4G", "About 40 kg.") is one run, punctuation included.
 */

/** Latin (and Greek, for µ) letters and Western digits: what a run is made of. */
const CORE = String.raw`[\p{Script=Latin}\p{Script=Greek}0-9]`;
/**
 * What may join two parts of one run: a space, one mark with no space around it ("Wi-Fi",
 * "10.1", "6-8", "TCP/IP", "1,000"), or a spaced plus, ampersand, times or dash ("LiDAR + SLAM").
 * A comma or semicolon followed by a space ends the run: "WiFi، LAN" or "WiFi, LAN" inside an
 * Arabic sentence is a list whose items come in right-to-left order.
 */
const JOIN = String.raw`(?:[ \u00A0]|[.,:/\-\u2010\u2011\u2013+&'\u2019\u00D7_@]|[ \u00A0][+&\u00D7\-\u2013][ \u00A0])`;
/** Signs that lead a figure ("+971", "-20", "$5") and signs that close one ("32+", "99.9%", "360°", "m²"). */
const LEAD = String.raw`[+\-\u2212\u00B1~#$\u20AC\u00A3]`;
const TRAIL = String.raw`[+%\u00B0\u2032\u2033\u00B2\u00B3\u2030\u2122\u00AE]`;

const RUN = new RegExp(`${LEAD}?${CORE}+(?:${JOIN}${CORE}+)*${TRAIL}*`, 'gu');

/** Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/u;
const HAS_CORE = new RegExp(CORE, 'u');

/**
 * Every directional formatting character: the embeddings and overrides (U+202A–U+202E), the
 * isolates (U+2066–U+2069), the marks (U+200E, U+200F, U+061C). Plain text that leaves the page
 * (a title, a meta tag, JSON-LD, the search index) carries none.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/** LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE: plain text's form of `<bdi dir="ltr">`. */
export const LRI = '\u2066';
export const PDI = '\u2069';

/** A piece of a text: a left-to-right run, or text that takes the direction around it. */
export type BidiSegment = { text: string; ltr: boolean };

/** The text without directional formatting characters. */
export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}

/**
 * The text cut into its left-to-right runs and what lies between them, in order; joined, the
 * pieces give the text back. A text without right-to-left letters is one run (its outer spaces
 * aside), or none when it holds no letter or digit.
 */
export function bidiSegments(text: string): BidiSegment[] {
  if (!RTL_LETTER.test(text)) {
    if (!HAS_CORE.test(text)) return text ? [{ text, ltr: false }] : [];
    const [, before = '', middle = '', after = ''] = /^(\s*)([\s\S]*?)(\s*)$/u.exec(text) ?? [];
    return [...(before ? [{ text: before, ltr: false }] : []), { text: middle, ltr: true }, ...(after ? [{ text: after, ltr: false }] : [])];
  }
  const out: BidiSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(RUN)) {
    if (match.index > last) out.push({ text: text.slice(last, match.index), ltr: false });
    out.push({ text: match[0], ltr: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last), ltr: false });
  return out;
}

/** The text with each left-to-right run between LRI and PDI: for plain text shown right to left (a figure filled into a field). */
export function isolateLatinRuns(text: string): string {
  return bidiSegments(withoutBidiControls(text))
    .map((segment) => (segment.ltr ? `${LRI}${segment.text}${PDI}` : segment.text))
    .join('');
}
