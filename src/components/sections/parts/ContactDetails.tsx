import type { SectionOf } from '~/content/schemas/sections';
import type { Site } from '~/content/schemas/site';
import { mailtoHref } from '~/lib/mailto';
import { PostalAddress } from '~/components/ui/PostalAddress';
import { Words } from '~/components/ui/Words';

type Props = { copy: SectionOf<'contact-form'>['details']; address: Site['address']; phone: Site['phone']; email: string };

const linkClass = 'font-semibold text-white underline decoration-brand-400/60 underline-offset-4 hover:decoration-brand-300';

/** Headquarters address, phone (only when the site settings have one) and the info mailbox. */
export function ContactDetails({ copy, address, phone, email }: Props) {
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="surface-dark relative overflow-hidden rounded-3xl bg-ink-900 p-6 text-ink-200 sm:p-8"
    >
      <div aria-hidden="true" className="absolute -top-16 -inset-e-16 size-48 rounded-full bg-brand-600/25 blur-2xl" />
      <h2 id="contact-details-heading" className="relative text-xl font-semibold text-white">
        <Words text={copy.heading} />
      </h2>
      <dl className="relative mt-6 space-y-5 text-base leading-7">
        <div>
          <dt className="text-xs font-semibold tracking-[0.16em] text-brand-300 uppercase">{copy.addressLabel}</dt>
          <dd className="mt-1">
            <PostalAddress address={address} className="not-italic" />
          </dd>
        </div>
        {phone ? (
          <div>
            <dt className="text-xs font-semibold tracking-[0.16em] text-brand-300 uppercase">{copy.phoneLabel}</dt>
            <dd className="mt-1">
              <a href={`tel:${phone.dial}`} dir="ltr" className={linkClass}>
                {phone.display}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-xs font-semibold tracking-[0.16em] text-brand-300 uppercase">{copy.emailLabel}</dt>
          <dd className="mt-1 break-words">
            <a href={mailtoHref({ to: email })} dir="ltr" className={linkClass}>
              {email}
            </a>
          </dd>
        </div>
      </dl>
    </section>
  );
}
