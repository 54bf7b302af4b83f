import { createContext, use } from 'react';
import { sitePath } from '../../lib/base-path';
import type { LanguageLink } from '../../lib/languages';

/** The switcher's links for the page being rendered (the root loader computes them: src/lib/language-switch.server.ts). */
const LanguageLinksContext = createContext<readonly LanguageLink[]>([]);

export const LanguageLinks = LanguageLinksContext;

/**
 * The way to the other language: a plain link (no script), labelled in the language it leads to
 * and marked as such (`lang`, `hreflang`), to the same page there or, when there is none, to that
 * language's home, which its accessible name then says (docs/decisions/1800).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const links = use(LanguageLinksContext);
  return links.map((link) => (
    <a key={link.lang} href={sitePath(link.href)} hrefLang={link.lang} className={className}>
      <span lang={link.lang}>{link.label}</span>
      {link.homeNote ? <span className="sr-only"> {link.homeNote}</span> : null}
    </a>
  ));
}
