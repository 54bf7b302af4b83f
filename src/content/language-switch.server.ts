/**
 * The language of the document at an address and the header's way to the other languages,
 * computed where the root loader runs (at build time). A page in both languages leads to
 * itself in the other; any other address (a page in one language only, a news item, the 404)
 * leads to the other language's home and says so, visibly and in that language
 * (docs/decisions/1800, 2715).
 */
import { loadSite } from './load.server';
import { notFoundLangs, pageAt, versionsOf } from '~/site-map.server';
import { DEFAULT_LANG, languages, langOfPath, pathIn, type Lang, type LanguageLink } from '~/lib/languages';

/** The language a document is written in: its prefix's, unless the address is unknown there and that language has no 404 of its own. */
export function documentLang(pathname: string): Lang {
  const asked = langOfPath(pathname);
  if (asked === DEFAULT_LANG || pageAt(pathname) || notFoundLangs().includes(asked)) return asked;
  return DEFAULT_LANG;
}

/** The switcher's links on the document at `pathname` in `lang`: one per other language. */
export function languageLinks(pathname: string, lang: Lang): LanguageLink[] {
  const page = pageAt(pathname);
  const versions = page ? versionsOf(page.englishPath) : [];
  return (Object.keys(languages) as Lang[])
    .filter((other) => other !== lang)
    .map((other) => {
      const version = versions.find((item) => item.lang === other);
      // Every word of the link is in the language it leads to: it is read by whoever wants that language.
      const { ui } = loadSite(other);
      const { tag, dir } = languages[other];
      return version
        ? { href: version.path, lang: tag, dir, label: ui.language }
        : { href: pathIn(other, '/'), lang: tag, dir, label: ui.language, home: { label: ui.languageHome, reason: ui.languageHomeReason } };
    });
}
