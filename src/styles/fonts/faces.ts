/**
 * The site's typefaces — two Latin, one Arabic — cut down to the characters the site writes
 * (decision 1602). `npm run fonts` writes the files and src/styles/fonts/faces.css from this
 * list; a character outside it is drawn in the system's sans-serif, and
 * src/styles/fonts/faces.test.ts says so if the content ever uses one.
 */

const range = (from: number, to: number): string => String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i));

/**
 * Printable ASCII, the typographic punctuation the copy uses, the currency and arrow signs on the
 * site, and the accented letters common in names. Each extra Latin-1 letter costs about 150 bytes
 * per face.
 */
export const latin = [
  range(0x20, 0x7e),
  '\u00a0«©®°±·»×÷',
  'àáâäçèéêëíîïñóôöúûüÀÁÂÄÇÈÉÊËÍÎÏÑÓÔÖÚÛÜ',
  '\u2009\u200a\u2011\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2032\u2033\u2122\u2212',
  '€₹←↑→↓↗',
].join('');

/**
 * The Arabic letters, their marks (harakat, shadda, sukun, tatweel, superscript alef), Arabic
 * punctuation and the joiners Arabic text needs. Figures are Western digits and Latin stays in
 * Inter (decision 1801), so neither is here. 166 KB → about 20 KB.
 */
export const arabic = [
  range(0x060c, 0x060c),
  range(0x061b, 0x061b),
  range(0x061f, 0x061f),
  range(0x0621, 0x063a),
  range(0x0640, 0x0652),
  '\u0670\u0671',
  '\u200c\u200d',
].join('');

export type Face = {
  family: string;
  /** The variable font the subset is cut from. */
  source: string;
  /** The weight axis is cut to what the site's CSS asks for (400 text, 500/600 labels and headings, 700 bold). */
  weights: readonly [number, number];
  /** The characters the cut keeps; its @font-face names exactly these, so others fall through. */
  characters: string;
  file: string;
};

export const faces: readonly Face[] = [
  {
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    weights: [400, 700],
    characters: latin,
    file: 'inter.woff2',
  },
  {
    family: 'Space Grotesk Variable',
    source: '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2',
    weights: [400, 700],
    characters: latin,
    file: 'space-grotesk.woff2',
  },
  {
    family: 'Noto Sans Arabic Variable',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    weights: [400, 700],
    characters: arabic,
    file: 'noto-sans-arabic.woff2',
  },
];

/** A CSS `unicode-range` naming exactly `chars`, consecutive code points joined into ranges. */
export function unicodeRange(chars: string): string {
  const points = [...new Set([...chars].map((c) => c.codePointAt(0) as number))].sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  const parts = runs.map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`));
  return parts.join(', ');
}

/** The @font-face rules for the cut faces (the text of src/styles/fonts/faces.css). */
export function fontFaceCss(): string {
  const rules = faces.map(
    (face) => `@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${face.weights[0]} ${face.weights[1]};
  src: url('./${face.file}') format('woff2-variations');
  unicode-range: ${unicodeRange(face.characters)};
}
`,
  );
  return `/* Written by \`npm run fonts\` from src/styles/fonts/faces.ts: do not edit. */\n${rules.join('')}`;
}
