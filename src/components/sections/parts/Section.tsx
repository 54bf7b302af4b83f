import type { SectionType } from '~/content/schemas/sections';
import type { sectionTones } from '~/content/schemas/sections/shared';
import { cn } from '~/lib/cn';
import { Eyebrow, Lead, SectionHeading } from '~/components/ui/typography';
import { partId } from '~/lib/ids';

/**
 * How a section looks, in one table (issue 44 item 4, docs/decisions/3450): every kind draws its
 * band through `SectionShell` below, which takes its surface from `tone` and its vertical rhythm
 * from `rhythm`. A change of the design made here reaches every kind that uses the entry.
 */
export const sectionLook = {
  /**
   * Each surface: its background and, where the band sets one, its text colour. The first four
   * are the tones content chooses (`tone:` in a page's section); the others belong to kinds.
   */
  tone: {
    white: { surface: 'surface-light bg-white', text: '' },
    tint: { surface: 'surface-light bg-ink-50', text: '' },
    brand: { surface: 'surface-light bg-brand-50', text: '' },
    dark: { surface: 'surface-dark bg-ink-900', text: 'text-white' },
    /** The deepest dark: the dark heroes, the figures as badges, the celebration under an announcement. */
    night: { surface: 'surface-dark bg-ink-950', text: 'text-white' },
    /** No surface of its own: the page's ground shows (a kind whose panel sits inside the page's width). */
    ground: { surface: '', text: '' },
  },
  /**
   * The vertical rhythms: the space a band keeps above and below its content (or the pull onto
   * the band above it). A band whose backdrop fills it keeps the space inside its container
   * (`rhythmOf`); the others on the band itself (`SectionShell`'s `rhythm`).
   */
  rhythm: {
    none: '',
    /** A section with an intro: feature cards, FAQ, picture tiles, prose with its heading. */
    band: 'py-16 sm:py-24',
    /** The same depth, reached at the medium width: industry cards, organisations. */
    'band-md': 'py-16 md:py-24',
    /** A list or a panel of its own: newsroom, positions, reasons, talent network, centred prose, the call-to-action panel, the plain hero. */
    compact: 'py-16 sm:py-20',
    /** Prose at the margin, the call-to-action band. */
    prose: 'py-14 sm:py-20',
    /** The figures as badges. */
    figures: 'py-14 md:py-20',
    /** The contact form. */
    form: 'py-12 sm:py-16',
    /** Space above only: the icon tiles' panel. */
    above: 'pt-16 sm:pt-24',
    /** Space below only: the mailboxes under the form. */
    below: 'pb-16 sm:pb-24',
    /** A news mention under the band above it. */
    mention: 'pt-10 sm:pt-12',
    /** The newsletter panel at the foot of the newsroom. */
    foot: 'pb-20',
    /** The not-found message. */
    'not-found': 'py-20',
    'product-hero': 'py-12 sm:py-16 lg:py-20',
    'media-hero': 'py-16 sm:py-20 lg:py-24',
    'hero-carousel': 'py-10 sm:py-14 lg:py-16',
    announcement: 'py-20 sm:py-28',
    /** The celebration's confetti strip under the announcement. */
    celebration: 'pb-10 sm:pb-14',
    /** Pulled up onto the hero above: the featured story. */
    'onto-hero': '-mt-8 sm:-mt-12',
    /** Pulled up onto the band above: the highlights strip. */
    'onto-band': '-mt-10 sm:-mt-12',
  },
} as const;

/** The tones content chooses for a section. */
export type SectionTone = (typeof sectionTones)[number];
export type SectionSurface = keyof typeof sectionLook.tone;
export type SectionRhythm = keyof typeof sectionLook.rhythm;

// Content's tones are rows of the table.
sectionLook.tone satisfies Record<SectionTone, unknown>;

/** A rhythm's classes, for a band that keeps its space inside its container (its backdrop fills the band). */
export const rhythmOf = (rhythm: SectionRhythm): string => sectionLook.rhythm[rhythm];

type ShellProps = {
  /** The kind drawn (`data-section` on the band: tests read which bands the wrapper drew). */
  kind: SectionType;
  id?: string | undefined;
  /** The heading that names the band (`aria-labelledby`), when it has one. */
  headingId?: string | undefined;
  /** The band's name when no heading of its own names it (`aria-label`). */
  label?: string | undefined;
  tone?: SectionSurface | undefined;
  /** Whether the band sets the tone's text colour (a kind that colours each of its texts itself does not). */
  toneText?: boolean;
  rhythm?: SectionRhythm | undefined;
  /** `page`: the band is as wide as the page's content (`container-page`); `bleed`: edge to edge. */
  width?: 'bleed' | 'page';
  /** `div` for a strip that belongs to the band beside it and is no region of its own. */
  as?: 'section' | 'div';
  /** The kind's layout (grid, stacking, a border): never a surface or a rhythm of its own. */
  className?: string | undefined;
  children: React.ReactNode;
} & { [attribute: `data-${string}`]: string | undefined };

/** The band of every kind: its anchor, the heading that names it, the page's vertical rhythm and the tone's surface. */
export function SectionShell({
  kind,
  id,
  headingId,
  label,
  tone = 'white',
  toneText = true,
  rhythm = 'band',
  width = 'bleed',
  as: Element = 'section',
  className,
  children,
  ...data
}: ShellProps) {
  const look = sectionLook.tone[tone];
  return (
    <Element
      id={id}
      aria-labelledby={headingId}
      aria-label={label}
      data-section={kind}
      {...data}
      className={cn(width === 'page' && 'container-page', sectionLook.rhythm[rhythm], look.surface, toneText && look.text, className) || undefined}
    >
      {children}
    </Element>
  );
}

/** A section's fields from content that its band and intro show: its kind, anchor, eyebrow, heading and lead. */
export type SectionIntro = {
  type: SectionType;
  /** Anchor of the section ("specifications" for "#specifications"), when content names one. */
  id?: string | undefined;
  eyebrow?: string | undefined;
  heading: string;
  lead?: string | undefined;
};

/** The light top of a page (the plain hero, a product's): the tinted band edge to edge, a quiet grid behind what it holds, a rule under it. */
export function LightHeroBand({ kind, children }: { kind: SectionType; children: React.ReactNode }) {
  return (
    <SectionShell kind={kind} tone="tint" rhythm="none" className="relative overflow-hidden border-b border-ink-100">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[linear-gradient(to_right,rgb(11_26_44/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(11_26_44/0.05)_1px,transparent_1px)] bg-[size:48px_48px] [mask-image:radial-gradient(ellipse_at_top_left,black_30%,transparent_75%)]"
      />
      {children}
    </SectionShell>
  );
}

type Props = {
  section: SectionIntro;
  /** Unique on the page; names the heading (`<anchor>-heading`). */
  anchor: string;
  tone?: SectionTone;
  children: React.ReactNode;
  className?: string;
};

/** A full-width section: anchor, eyebrow, h2, lead, then its content. */
export function Section({ section: { type, id, eyebrow, heading, lead }, anchor, tone = 'white', children, className }: Props) {
  const headingId = partId(anchor, 'heading');
  const text = tone === 'dark' ? 'dark' : 'light';
  return (
    <SectionShell kind={type} id={id} headingId={headingId} tone={tone} className={className}>
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? <Eyebrow tone={text}>{eyebrow}</Eyebrow> : null}
          <SectionHeading id={headingId} tone={text} className="mt-2">
            {heading}
          </SectionHeading>
          {lead ? (
            <Lead tone={text} className="mt-4">
              {lead}
            </Lead>
          ) : null}
        </div>
        <div className="mt-10 sm:mt-12">{children}</div>
      </div>
    </SectionShell>
  );
}
