import { use } from 'react';
import { bidiSegments, withoutBidiControls } from '~/lib/bidi';
import { languages } from '~/lib/languages';
import { bindFigures } from '~/lib/units';
import { SiteContext } from '~/lib/site';

/**
 * A value shown apart from a sentence (a spec, a key fact, a table cell, a stat). On a
 * right-to-left page it takes the page's direction and each run of Latin letters and digits in it
 * is a `<bdi dir="ltr">`: "WiFi أو LAN أو 4G" reads in its written order, and a value with no
 * Arabic letter ("32+", "WiFi, LAN or 4G") is one left-to-right run (docs/decisions/2714). On a
 * left-to-right page it is a `<bdi>`, as before. In either, a figure never breaks inside itself
 * ("500 kg", "6–8 hours", "12 ساعة فأكثر": lib/units.ts, docs/decisions/3350).
 */
export function BidiText({ text }: { text: string }) {
  const edition = use(SiteContext)?.edition;
  const value = bindFigures(text);
  if (!edition || languages[edition.lang].dir !== 'rtl') return <bdi>{value}</bdi>;
  return bidiSegments(withoutBidiControls(value)).map((segment, i) =>
    segment.ltr ? (
      <bdi key={i} dir="ltr">
        {segment.text}
      </bdi>
    ) : (
      segment.text
    ),
  );
}
