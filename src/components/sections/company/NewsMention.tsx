import { SmartLink } from '../../ui/SmartLink';
import { Glyph } from './Glyph';

type Props = { eyebrow: string; title: string; text: string; link: { label: string; href: string } };

/** A pointer to a news item: headline, one line and a link. */
export function NewsMention({ eyebrow, title, text, link }: Props) {
  return (
    <article className="flex flex-col gap-6 rounded-3xl bg-brand-50 p-7 ring-1 ring-brand-100 sm:flex-row sm:items-center sm:p-10">
      <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-white text-brand-700 ring-1 ring-brand-100">
        <Glyph name="book" className="size-7" />
      </span>
      <div className="flex-1">
        <p className="text-sm font-semibold tracking-[0.16em] text-brand-700 uppercase">{eyebrow}</p>
        <h2 className="mt-2 text-2xl font-semibold text-ink-950">{title}</h2>
        <p className="mt-2 leading-7 text-ink-600">{text}</p>
      </div>
      <SmartLink
        href={link.href}
        className="inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-ink-950 px-6 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {link.label}
        <span aria-hidden="true">→</span>
      </SmartLink>
    </article>
  );
}
