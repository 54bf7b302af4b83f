/**
 * "Waiting for the company" (docs/decisions/2710): what the company has counted but not named —
 * clients, partners, leaders — and the videos it has mentioned without an address. A page shows only what is
 * known (a section states how many there are; a video without an address is left out), and the
 * content check lists each missing item as a warning, so the company has a to-do list. Warnings
 * never fail the check. Translations mirror their English page, so only English pages are read.
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
