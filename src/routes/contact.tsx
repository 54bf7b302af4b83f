import { ContactDetails } from '~/components/sections/contact/ContactDetails';
import { ContactForm } from '~/components/sections/contact/ContactForm';
import { ContactMap } from '~/components/sections/contact/ContactMap';
import { TeamMailboxes } from '~/components/sections/contact/TeamMailboxes';
import { WorkingHours } from '~/components/sections/contact/WorkingHours';
import { PageHero } from '~/components/sections/PageHero';
import { Prose } from '~/components/ui/Prose';
import { Toaster } from '~/components/ui/Toaster';
import { loadPage } from '~/content/load.server';
import { headOf } from '~/lib/head';
import { pageHead } from '~/lib/head.server';
import { useSite } from '~/lib/site';
import Body from '../../content/pages/contact.mdx';
import type { Route } from './+types/contact';

export function loader({ request }: Route.LoaderArgs) {
  const page = loadPage('contact');
  return { page, head: pageHead(request, page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => headOf(loaderData);

export default function ContactPage({ loaderData: { page } }: Route.ComponentProps) {
  const site = useSite();
  return (
    <>
      <PageHero hero={page.hero} />
      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-12 lg:gap-12">
        <div className="lg:col-span-7">
          <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-ink-950/5 ring-ink-100 sm:p-10">
            <ContactForm copy={page.form} to={site.mailboxes.info} />
            <Prose body={Body} className="mt-8 border-t border-ink-100 pt-6 text-sm leading-6 text-ink-500 [&_p]:my-0" />
          </div>
        </div>
        <div className="flex flex-col gap-6 lg:col-span-5">
          <ContactDetails copy={page.details} address={site.address} phone={site.phone} email={site.mailboxes.info} />
          <WorkingHours copy={page.hours} />
          <ContactMap copy={page.map} />
        </div>
      </div>
      <TeamMailboxes copy={page.teams} mailboxes={site.mailboxes} />
      <Toaster />
    </>
  );
}
