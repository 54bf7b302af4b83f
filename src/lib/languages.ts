/**
 * The site's languages (no zod, no fs: safe in the browser). English is the default and lives
 * at the site's root; every other language mirrors `content/` under `content/<lang>/` and is
 * served under `/<lang>/…` (docs/decisions/1800). Adding a language is one
 * entry here plus its content folder.
 */
export const languages = {
  en: { tag: 'en', dir: 'ltr', prefix: '', ogLocale: 'en_IN' },
  ar: { tag: 'ar', dir: 'rtl', prefix: '/ar', ogLocale: 'ar_AE' },
} as const;

export type Lang = keyof typeof languages;

export const DEFAULT_LANG: Lang = 'en';

/** The languages other than English, each with its own folder under content/. */
export const translatedLangs = (Object.keys(languages) as Lang[]).filter((lang) => lang !== DEFAULT_LANG);

/** The language of a site path (base already taken off): `/ar`, `/ar/tara` → ar; anything else → en. */
export function langOfPath(pathname: string): Lang {
  return translatedLangs.find((lang) => pathname === languages[lang].prefix || pathname.startsWith(`${languages[lang].prefix}/`)) ?? DEFAULT_LANG;
}

/** An English page path in `lang`: (`/tara`, ar) → `/ar/tara`; (`/`, ar) → `/ar`. */
export function pathIn(lang: Lang, englishPath: string): string {
  const prefix = languages[lang].prefix;
  if (!prefix) return englishPath;
  return englishPath === '/' ? prefix : `${prefix}${englishPath}`;
}

/** The English path a path stands for: `/ar/tara` → `/tara`, `/ar` → `/`; English paths unchanged. */
export function englishPathOf(pathname: string): string {
  const prefix = languages[langOfPath(pathname)].prefix;
  if (!prefix) return pathname;
  return pathname.slice(prefix.length) || '/';
}

/**
 * What a translated page carries so links and the language switcher can be drawn without the
 * server: the English addresses (canonical and aliases) that have a page in this language,
 * each with that page's address (`/tara` → `/ar/tara`). Absent on English pages.
 */
export type Edition = { lang: Lang; pages: Record<string, string> };

export type LocalLink = { href: string; hrefLang?: string | undefined };

/**
 * Where a link written in content (an English path) leads on a page of `edition`: to the page in
 * the same language when there is one, else to the English page, marked with `hrefLang: 'en'`.
 * Anchors, other sites, mail and already translated addresses are unchanged.
 */
export function localLink(href: string, edition: Edition | undefined): LocalLink {
  if (!edition || !href.startsWith('/') || href.startsWith('//')) return { href };
  const [, path = href, rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  if (langOfPath(path) === edition.lang) return { href };
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  const translated = edition.pages[clean];
  if (translated) return { href: `${translated}${rest}` };
  return { href, hrefLang: DEFAULT_LANG };
}

/** One link of the language switcher. */
export type LanguageLink = {
  /** Site path it leads to (the base is added where it is drawn). */
  href: string;
  /** The target language (its `hreflang` and the `lang` of the link's words). */
  lang: string;
  /** The target language's direction: its words are laid out in it wherever the link stands. */
  dir: 'ltr' | 'rtl';
  /** The target language's own name, from its site settings (`ui.language`). */
  label: string;
  /**
   * When the page has no version in that language, the link leads to that language's home and
   * says so, in that language: `ui.languageHome` and `ui.languageHomeReason` of its settings.
   */
  home?: { label: string; reason: string } | undefined;
};
