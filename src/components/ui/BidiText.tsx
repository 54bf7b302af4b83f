import { use } from 'react';
import { bidiSegments, withoutBidiControls } from '~/lib/bidi';
import { languages } from '~/lib/languages';
import { SiteContext } from '~/lib/site';
import { Words } from './Words';

/**
 * A value shown apart from a sentence (a spec, a key fact, a table cell, a stat). On a
 * right-to-left page it takes the page's direction and each run of Latin letters and digits in it
 * is a `<bdi dir="ltr">`: "WiFi أو LAN أو 4G" reads in its written order, and a value with no
 * Arabic letter ("32+", "WiFi, LAN or 4G") is one left-to-right run (docs/decisions/2714). On a
 * left-to-right page it is a `<bdi>`, as before, in which "25 kg" or "10.1-inch" never breaks (./Words.tsx).
 */
export function BidiText({ text }: { text: string }) {
  const edition = use(SiteContext)?.edition;
  if (!edition || languages[edition.lang].dir !== 'rtl')
    return (
      <bdi>
        <Words text={text} />
      </bdi>
    );
  return bidiSegments(withoutBidiControls(text)).map((segment, i) =>
    segment.ltr ? (
      <bdi key={i} dir="ltr">
        {segment.text}
      </bdi>
    ) : (
      segment.text
    ),
  );
}
