import { Children, isValidElement, cloneElement, type ReactNode } from 'react';
import { keepTogetherRuns } from '~/lib/keep-together';

/**
 * A short text from content, laid out so that no line ends inside "25 kg", "6-8 hours" or
 * "10.1-inch" (docs/decisions/3362, 3480): each such run is a `keep-together` box; the rest wraps
 * as usual. The text reads and copies the same; an isolate (LRI…PDI, which the build turns into
 * `<bdi>`) is never cut from its closing mark (src/lib/keep-together.ts).
 */
export function Words({ text }: { text: string }) {
  const runs = keepTogetherRuns(text);
  if (!runs.some((run) => run.keep)) return text;
  return runs.map((run, i) =>
    run.keep ? (
      <span key={i} className="keep-together">
        {run.text}
      </span>
    ) : (
      run.text
    ),
  );
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
