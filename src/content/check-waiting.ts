/**
 * "Waiting for the company" (docs/decisions/2710, 3350): what the company has counted but not named —
 * clients, partners, leaders —, the videos it has mentioned without an address, and the dates of
 * news stories and open positions it has not given. A page shows only what is known (a group
 * not yet named and a video without an address are left out; a story without a date shows none),
 * and the content check lists each missing item as a warning, so the company has a to-do list.
 * Warnings never fail the check. Translations mirror their English page, so only English pages are read.
 */
import type { Page } from './schemas/page';
import type { Problem, SourceFile } from './source';
import { fieldName } from './validate';

/** How every such warning starts, so a reader (and the check's summary) can tell them from the others. */
export const WAITING = 'waiting for the company:';

const EMBED = 'https://www.youtube-nocookie.com/embed/<video id>';

/** Each item a page's sections still wait for, at the line where it is to be added. */
export function waitingWarnings(source: SourceFile, page: Page): Problem[] {
  const warnings: Problem[] = [];
  const warn = (path: PropertyKey[], what: string) => warnings.push({ file: source.file, line: source.lineOf(path), field: fieldName(path), message: `${WAITING} ${what}` });

  page.sections.forEach((section, index) => {
    const at = (...path: PropertyKey[]) => ['sections', index, ...path];
    const where = 'heading' in section && section.heading ? ` in "${section.heading}"` : '';
    switch (section.type) {
      case 'organisations': {
        section.entries.forEach((entry, i) => {
          if (!entry.logo) warn(at('entries', i), `the logo of ${entry.name}${where} (the tile shows its name until then)`);
        });
        for (let n = section.entries.length + 1; n <= section.total; n++) {
          warn(at(section.entries.length ? 'entries' : 'total'), `organisation ${n} of ${section.total}${where} — its name and logo, once it agrees to be listed (add it under entries: as { name: …, logo: … })`);
        }
        break;
      }
      case 'leaders': {
        section.items.forEach((person, i) => {
          if (!person.portrait) warn(at('items', i), `the portrait of ${person.name}${where}`);
        });
        for (let n = section.items.length + 1; n <= section.total; n++) {
          warn(at(section.items.length ? 'items' : 'total'), `leader ${n} of ${section.total}${where} — name, role and portrait (add under items: as { name: …, role: …, portrait: … })`);
        }
        break;
      }
      case 'partners': {
        for (let n = section.items.length + 1; n <= section.total; n++) {
          warn(at(section.items.length ? 'items' : 'total'), `partner ${n} of ${section.total}${where} — name and label, Academic, Research or Industry (add under items: as { name: …, kind: … })`);
        }
        break;
      }
      case 'videos': {
        section.items.forEach((video, i) => {
          if (video.embedUrl) return;
          const until = video.watchUrl ? 'it links to its page until then' : 'it is not shown until then';
          warn(at('items', i), `the address of the video "${video.title}"${where}: embedUrl: ${EMBED} (${until})`);
        });
        break;
      }
      case 'media-hero': {
        if (section.video && !section.video.embedUrl) {
          warn(at('video'), `the address of the video "${section.video.title}": embedUrl: ${EMBED} and externalUrl: its page on the video site (its poster shows alone until then)`);
        }
        break;
      }
      default:
        break;
    }
  });
  return warnings;
}

/** The date field of each collection, and what it dates. */
const DATES = {
  news: { field: 'date', what: 'the date of this story' },
  careers: { field: 'posted', what: 'the date this position opened' },
} as const;

/**
 * A news story or an open position without its date: the company has not given it, so none is
 * shown (docs/decisions/3350). The warning stands at the title, where the date is added.
 */
export function undatedWarning(source: SourceFile, collection: keyof typeof DATES): Problem[] {
  const data = source.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const { field, what } = DATES[collection];
  if (field in data) return [];
  return [
    {
      file: source.file,
      line: source.lineOf(['title']),
      field,
      message: `${WAITING} ${what} — add ${field}: YYYY-MM-DD once the company gives it (no date is shown until then)`,
    },
  ];
}
