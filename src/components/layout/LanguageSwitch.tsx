import { createContext, use } from 'react';
import { sitePath } from '~/lib/base-path';
import { cn } from '~/lib/cn';
import type { LanguageLink } from '~/lib/languages';

/** The switcher's links for the page being rendered (the root loader computes them: src/content/language-switch.server.ts). */
const LanguageLinksContext = createContext<readonly LanguageLink[]>([]);

export const LanguageLinks = LanguageLinksContext;

type Props = {
  /** The link's box (from the header bar or the menu). */
  className?: string;
  /** Show why it leads to the other language's home beside the link, at every width (the menu on phones). */
  withReason?: boolean;
  /** The reason's colours. */
  reasonClassName?: string;
};

/** A small house: "leads to the home page" where the words do not fit. */
function HomeGlyph({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width="14"
      height="14"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinejoin="round"
      className={className}
    >
      <path d="M2.5 7.5 8 3l5.5 4.5V13a.5.5 0 0 1-.5.5H9.5V10h-3v3.5H3a.5.5 0 0 1-.5-.5Z" />
    </svg>
  );
}

/**
 * The way to the other language: a plain link (no script), written in the language it leads to
 * and marked as such (`lang`, `hreflang`), to the same page there. On a page with no version in
 * that language it leads to that language's home and says so visibly, in that language, for the
 * reader who wants it: the language's name and "Home page" on one line (a house in the header below
 * 1024 px), and the reason as the link's tooltip or, in the menu, under the link (docs/decisions/1800,
 * 2715, 3362).
 */
export function LanguageSwitch({ className, withReason = false, reasonClassName }: Props) {
  const links = use(LanguageLinksContext);
  return links.map((link) => {
    const anchor = (
      <a
        key={link.lang}
        href={sitePath(link.href)}
        hrefLang={link.lang}
        lang={link.lang}
        dir={link.dir}
        title={link.home?.reason}
        className={className}
      >
        {link.home ? (
          // One line (docs/decisions/3362): the language's name, then "Home page" in its words; in the
          // header below 1024 px, where the bar has no room for them, a house stands for the words
          // (still the link's name, and spelled out in its tooltip).
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <span>{link.label}</span> {withReason ? null : <HomeGlyph className="lg:hidden" />}
            <span aria-hidden="true" className={cn('font-normal opacity-60', !withReason && 'hidden lg:inline')}>
              ·
            </span>
            <span className={cn('text-xs font-normal', !withReason && 'sr-only lg:not-sr-only')}>{link.home.label}</span>
          </span>
        ) : (
          link.label
        )}
      </a>
    );
    if (!link.home) return anchor;
    // The reason ("This page is in English only", in the language the link leads to) stands on the
    // link's line: in the menu on phones beside it, in the header from 1280 px before it, where
    // the bar has room; elsewhere it is the link's tooltip (issue 43).
    if (!withReason)
      return (
        <span key={link.lang} className="contents">
          <span lang={link.lang} dir={link.dir} className="hidden text-xs whitespace-nowrap opacity-70 xl:inline">
            {link.home.reason}
          </span>
          {anchor}
        </span>
      );
    return (
      <div key={link.lang} className="flex flex-wrap items-center gap-x-2.5 gap-y-2">
        {anchor}
        {/* The words laid out in their own language's direction. */}
        <p lang={link.lang} className={cn('text-xs', reasonClassName)}>
          <span dir={link.dir}>{link.home.reason}</span>
        </p>
      </div>
    );
  });
}
