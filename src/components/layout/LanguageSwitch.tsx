import { createContext, use } from 'react';
import { sitePath } from '~/lib/base-path';
import { cn } from '~/lib/cn';
import type { LanguageLink } from '~/lib/languages';

/** The switcher's links for the page being rendered (the root loader computes them: src/lib/language-switch.server.ts). */
const LanguageLinksContext = createContext<readonly LanguageLink[]>([]);

export const LanguageLinks = LanguageLinksContext;

type Props = {
  /** The link's box (from the header bar or the menu). */
  className?: string;
  /** Also show, under the link, why it leads to the other language's home (the menu on phones, where there is room). */
  withReason?: boolean;
  /** The reason's colours. */
  reasonClassName?: string;
};

/**
 * The way to the other language: a plain link (no script), written in the language it leads to
 * and marked as such (`lang`, `hreflang`), to the same page there. On a page with no version in
 * that language it leads to that language's home and says so visibly, in that language, for the
 * reader who wants it: the language's name with "Home page" under it, and the reason as the
 * link's tooltip or, in the menu, under the link (docs/decisions/1800, 2715).
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
          <span className="flex flex-col items-start leading-tight whitespace-nowrap">
            <span>{link.label}</span> <span className="text-xs font-normal">{link.home.label}</span>
          </span>
        ) : (
          link.label
        )}
      </a>
    );
    if (!withReason || !link.home) return anchor;
    return (
      <div key={link.lang} className="flex flex-col items-start gap-2">
        {anchor}
        {/* Aligned with the page around it; the words laid out in their own language's direction. */}
        <p lang={link.lang} className={cn('max-w-xs text-sm', reasonClassName)}>
          <span dir={link.dir}>{link.home.reason}</span>
        </p>
      </div>
    );
  });
}
