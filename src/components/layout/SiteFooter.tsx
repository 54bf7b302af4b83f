import { use } from 'react';
import type { Site } from '~/content/schemas/site';
import { localLink } from '~/lib/languages';
import { SiteContext } from '~/islands/site';
import { CurrentYear } from '~/components/ui/CurrentYear';
import { usePlaceLine } from '~/components/ui/PostalAddress';
import { Logo } from '~/components/ui/Logo';
import { SmartLink } from '~/components/ui/SmartLink';
import { SocialIcon } from '~/components/ui/SocialIcon';
import { Arrow } from '~/components/ui/Arrow';

type FooterLink = Site['footer']['groups'][number]['links'][number];

/**
 * The footer: tagline, address, partnership badge, link columns, socials. On a page of a
 * translation, the links to pages that exist in English only leave their columns for one group
 * of their own, headed once by `ui.englishOnly`, instead of each carrying "(in English)".
 */
export function SiteFooter({ site }: { site: Site }) {
  const { footer } = site;
  const edition = use(SiteContext)?.edition;
  const place = usePlaceLine(site.address);
  const comma = edition?.lang === 'ar' ? '، ' : ', ';
  const inEnglish = (link: FooterLink) => !!edition && localLink(link.href, edition).hrefLang !== undefined;
  const groups = footer.groups
    .map((group) => ({ ...group, links: group.links.filter((link) => !inEnglish(link)) }))
    .filter((group) => group.links.length);
  const englishOnly = footer.groups.flatMap((group) => group.links.filter(inEnglish));
  return (
    <footer className="surface-dark bg-ink-950 text-ink-200">
      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-12 py-16 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)] lg:py-20">
        <div className="max-w-sm">
          <Logo name={site.name} tone="light" />
          <p className="mt-5 text-sm leading-6 text-ink-300">{site.tagline}</p>
          <address className="mt-5 text-sm leading-6 text-ink-300 not-italic">
            {[...site.address.lines, place].join(comma)}
            <br />
            <a href={`mailto:${site.mailboxes.info}`} dir="ltr" className="text-ink-100 hover:text-white">
              {site.mailboxes.info}
            </a>
            {site.phone ? (
              <>
                <br />
                <a href={`tel:${site.phone.dial}`} dir="ltr" className="text-ink-100 hover:text-white">
                  {site.phone.display}
                </a>
              </>
            ) : null}
          </address>
          {/* A named section, not an aside: a complementary landmark must not sit inside the footer's. */}
          <section
            aria-label={footer.partnership.eyebrow}
            className="mt-8 rounded-2xl border border-white/10 bg-gradient-to-br rtl:bg-gradient-to-bl from-brand-900/70 to-ink-900 p-5"
          >
            <p className="text-xs font-semibold tracking-[0.18em] text-brand-300 uppercase">{footer.partnership.eyebrow}</p>
            <p className="mt-2 font-display text-lg font-semibold text-white">{footer.partnership.heading}</p>
            <p className="mt-1 text-sm leading-6 text-ink-300">{footer.partnership.text}</p>
            <SmartLink
              href={footer.partnership.action.href}
              className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-300 hover:text-white"
            >
              {footer.partnership.action.label} <Arrow />
            </SmartLink>
          </section>
        </div>
        <div className="grid-fit [--fit-cols:2] [--fit-gap:2rem] [--fit-min:7rem] sm:[--fit-cols:4]">
          {groups.map((group) => (
            <nav key={group.heading} aria-label={site.ui.footerLinks.replaceAll('{heading}', () => group.heading)}>
              <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-ink-400 uppercase">{group.heading}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href} className="text-ink-200 hover:text-white">
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {englishOnly.length ? (
            <nav
              aria-label={site.ui.footerLinks.replaceAll('{heading}', () => site.ui.englishOnly)}
              className="col-span-full border-t border-white/10 pt-6"
            >
              <h2 className="font-sans text-xs font-semibold tracking-[0.18em] text-ink-400 uppercase">{site.ui.englishOnly}</h2>
              <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2.5 text-sm">
                {englishOnly.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href} marker={false} className="text-ink-200 hover:text-white">
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* The last row keeps the back-to-top button's lane clear (its 3rem and 2rem from the edge), so the button never lies over a link (WCAG 2.5.8). */}
        <div className="container-page flex flex-col-reverse items-start justify-between gap-4 py-6 text-sm text-ink-400 sm:flex-row sm:items-center sm:pe-24">
          <p>
            © <CurrentYear /> {footer.copyright}
          </p>
          <div className="flex items-center gap-3">
            <span className="sr-only">{footer.socialsHeading}</span>
            <ul className="flex gap-2">
              {site.socials.map((social) => (
                <li key={social.network}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${social.label} ${site.ui.externalHint}`}
                    className="grid size-10 place-items-center rounded-full bg-white/5 text-ink-200 transition-colors hover:bg-brand-600 hover:text-white"
                  >
                    <SocialIcon network={social.network} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
