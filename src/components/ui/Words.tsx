import { Children, isValidElement, cloneElement, use, type ReactNode } from 'react';
import { SiteContext } from '~/islands/site';
import { keepTogetherRuns } from '~/lib/keep-together';
import { languages } from '~/lib/languages';

/** A letter of a right-to-left script (Arabic). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;

/**
 * A short text from content, laid out so that no line ends inside "25 kg", "6-8 hours" or
 * "10.1-inch" (docs/decisions/3362, 3480): each such run is a `keep-together` box; the rest wraps
 * as usual. The text reads and copies the same; an isolate (LRI…PDI, which the build turns into
 * `<bdi>`) is never cut from its closing mark (src/lib/keep-together.ts).
 */
export function Words({
  text,
  isolated = false,
}: {
  text: string;
  /** Already inside a left-to-right isolate (BidiText): its boxes need no direction of their own. */ isolated?: boolean;
}) {
  const edition = use(SiteContext)?.edition;
  const runs = keepTogetherRuns(text);
  if (!runs.some((run) => run.keep)) return text;
  const laid = runs.map((run, i) =>
    run.keep ? (
      <span key={i} className="keep-together">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
  // A text in Latin letters on a right-to-left page (a robot's name "Tara Gen 1", an English story's
  // headline on /ar/news) is one left-to-right isolate, its boxes inside it: a box is a neutral in
  // the line's order, so at the text's end ("Tara [Gen 1]") it took the page's direction and stood
  // before the name, "Gen 1 Tara" (docs/decisions/3480, 3500).
  const latinOnRtl = !isolated && edition && languages[edition.lang].dir === 'rtl' && !RTL_LETTER.test(text);
  return latinOnRtl ? <bdi dir="ltr">{laid}</bdi> : laid;
}

/** Children with every string laid out by `Words` (MDX paragraphs and list items). */
export function keepWordsTogether(children: ReactNode): ReactNode {
  return Children.map(children, (child) => {
    if (typeof child === 'string') return <Words text={child} />;
    if (isValidElement<{ children?: ReactNode }>(child) && typeof child.type === 'string' && child.props.children !== undefined) {
      return cloneElement(child, undefined, keepWordsTogether(child.props.children));
    }
    return child;
  });
}
