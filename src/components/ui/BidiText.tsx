import { Fragment, use } from 'react';
import { bidiSegments, withoutBidiControls } from '~/lib/bidi';
import { ARABIC, keepTogetherRuns } from '~/lib/keep-together';
import { languages } from '~/lib/languages';
import { bindFigures } from '~/lib/units';
import { SiteContext } from '~/islands/site';
import { Words } from './Words';

/**
 * A value shown apart from a sentence (a spec, a key fact, a table cell, a stat). On a
 * right-to-left page it takes the page's direction and each run of Latin letters and digits in it
 * is a `<bdi dir="ltr">`: "WiFi أو LAN أو 4G" reads in its written order, and a value with no
 * Arabic letter ("32+", "WiFi, LAN or 4G") is one left-to-right run (docs/decisions/2714). On a
 * left-to-right page it is a `<bdi>`, as before. On both, "25 kg", "8 ساعات", "12 ساعة فأكثر" or
 * "10.1-inch" never breaks across lines (lib/units.ts, ./Words.tsx; docs/decisions/3350, 3362).
 */
export function BidiText({ text }: { text: string }) {
  const edition = use(SiteContext)?.edition;
  // A figure's own spaces are no-break ones ("12 ساعة فأكثر", "Up to 25 kg": lib/units.ts); the
  // spans of ./Words.tsx keep what a space cannot ("10.1-inch", "6-8 hours").
  const value = bindFigures(text);
  if (!edition || languages[edition.lang].dir !== 'rtl')
    return (
      <bdi>
        <Words text={value} />
      </bdi>
    );
  // A number and its Arabic unit ("8 ساعات") stay on one line here too, and so does a Latin name
  // among Arabic words ("(Edge AI)", "Bluetooth 5.2"): broken across lines, its words and brackets
  // swap sides. A value in Latin letters only is one isolate as before (cutting it into boxes
  // would change its order), and keeps its own figures whole inside.
  const amongArabic = ARABIC.test(value);
  const groups: { text: string; keep: boolean }[] = [];
  for (const run of keepTogetherRuns(withoutBidiControls(value))) {
    const keep = run.keep && (amongArabic || RTL_LETTER.test(run.text));
    const last = groups.at(-1);
    if (last && !keep && !last.keep) last.text += run.text;
    else groups.push({ text: run.text, keep });
  }
  return groups.map((group, g) => {
    const segments = bidiSegments(group.text).map((segment, i) =>
      segment.ltr ? (
        <bdi key={i} dir="ltr">
          <Words text={segment.text} isolated />
        </bdi>
      ) : (
        segment.text
      ),
    );
    return group.keep ? (
      <span key={g} className="keep-together">
        {segments}
      </span>
    ) : (
      <Fragment key={g}>{segments}</Fragment>
    );
  });
}

/** A letter of Arabic script: a run holding one is a number with an Arabic unit. */
const RTL_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;
