import { useSite } from '~/islands/site';
import { Toaster } from '~/components/ui/Toaster';
import { ContactDetails } from '~/components/sections/parts/ContactDetails';
import { ContactMap } from '~/components/sections/parts/ContactMap';
import { ItemBody } from '~/components/sections/ItemBody';
import { MessageForm } from '~/components/sections/parts/MessageForm';
import { WorkingHours } from '~/components/sections/parts/WorkingHours';
import type { SectionProps } from '~/components/sections/types';
import { SectionShell } from '~/components/sections/parts/Section';

/**
 * The message form in a card, the page's prose under it as small print; beside it the contact
 * details (address, phone and info mailbox from content/site.yaml), working hours and the map.
 */
export function ContactForm({ section, body }: SectionProps<'contact-form'>) {
  const site = useSite();
  return (
    <>
      {/* One column below lg, as wide as the page and no wider, whatever a field or a line of hours holds (200 % text). */}
      <SectionShell
        kind={section.type}
        as="div"
        tone="ground"
        rhythm="form"
        width="page"
        className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-12 lg:gap-12"
      >
        <div className="lg:col-span-7">
          <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink-950/5 ring-ink-100 sm:p-10">
            <MessageForm copy={section.form} to={site.mailboxes.info} />
            <ItemBody body={body} className="mt-8 border-t border-ink-100 pt-6 text-sm leading-6 text-ink-500 [&_p]:my-0" />
          </div>
        </div>
        <div className="flex flex-col gap-6 lg:col-span-5">
          <ContactDetails copy={section.details} address={site.address} phone={site.phone} email={site.mailboxes.info} />
          <WorkingHours copy={section.hours} />
          <ContactMap copy={section.map} />
        </div>
      </SectionShell>
      {/* After the section: the toasts are a region of their own. */}
      <Toaster />
    </>
  );
}
