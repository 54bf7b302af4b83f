import { use } from 'react';
import { pagePathOf, sitePath } from '~/lib/base-path';
import { localLink } from '~/lib/languages';
import { SiteContext } from '~/islands/site';
type Props = Omit<React.ComponentProps<'a'>, 'href'> & {
  href: string;
  externalHint?: string;
  /** In a control with a short label on phones (the header's): the "in English" marker is read there, and shown from md up. */
  compactMarker?: boolean;
  /** false where the link's place already says it leads to English (a group headed so): no marker of its own. */
  marker?: boolean;
};

/**
 * A link: pages of the site open in place (each is its own document), other sites in a new tab,
 * safely. On a page of a translation, a page written by its English address leads to the page in
 * the same language, or, when there is none, to the English page, marked as English
 * (`hreflang` and the site's `ui.inEnglish`; docs/decisions/1800).
 */
export function SmartLink({ href, children, externalHint, compactMarker = false, marker = true, ...rest }: Props) {
  const site = use(SiteContext);
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
        {externalHint ? <span className="sr-only"> {externalHint}</span> : null}
      </a>
    );
  }
  // Some callers place the address under the base already; it is placed once.
  const local = localLink(pagePathOf(href), site?.edition);
  return (
    <a href={sitePath(local.href)} hrefLang={local.hrefLang} {...rest}>
      {children}
      {local.hrefLang && site && marker ? (
        <span className={compactMarker ? 'max-md:sr-only md:ms-1.5 md:text-[0.8em] md:font-normal' : 'ms-1.5 text-[0.8em] font-normal'}>
          ({site.ui.inEnglish})
        </span>
      ) : null}
    </a>
  );
}
