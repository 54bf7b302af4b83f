import type { GlyphName } from '~/content/schemas/glyphs';
import { cn } from '~/lib/cn';

/** Line icons of cards, tiles and highlights on a 24px grid; always decorative. */
const paths: Record<GlyphName, React.ReactNode> = {
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.6 5.7 3.6 9s-1.1 6.3-3.6 9c-2.5-2.7-3.6-5.7-3.6-9S9.5 5.7 12 3Z" />
    </>
  ),
  team: (
    <>
      <circle cx="9" cy="8.5" r="3" />
      <circle cx="17" cy="9.5" r="2.3" />
      <path d="M3.5 19c.6-3.2 2.7-5 5.5-5s4.9 1.8 5.5 5M14.8 14.6c.7-.4 1.4-.6 2.2-.6 2.2 0 3.7 1.5 4.1 4" />
    </>
  ),
  trophy: (
    <>
      <path d="M7.5 4h9v5a4.5 4.5 0 0 1-9 0Z" />
      <path d="M7.5 6H4.5c0 2.6 1.3 4 3.3 4.3M16.5 6h3c0 2.6-1.3 4-3.3 4.3M12 13.5V17M8.5 20h7M9.5 17h5v3h-5z" />
    </>
  ),
  target: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="5" />
      <circle cx="12" cy="12" r="1.5" />
    </>
  ),
  factory: <path d="M3.5 20V10l5 3V10l5 3V6.5h3V4h2.5v16ZM3.5 20h17M7 16.5h2M11 16.5h2M15 16.5h2" />,
  language: (
    <>
      <path d="M4 5.5h9.5v7H9l-3 2.5v-2.5H4Z" />
      <path d="M13.5 9.5H20v7h-2v2.5l-3-2.5h-4v-4" />
    </>
  ),
  school: (
    <>
      <path d="M2.5 9 12 4.5 21.5 9 12 13.5Z" />
      <path d="M6.5 11v4.5c1.3 1.5 3.3 2.3 5.5 2.3s4.2-.8 5.5-2.3V11M21.5 9v5.5" />
    </>
  ),
  book: (
    <>
      <path d="M12 6.5C10.2 5 7.7 4.5 4 4.5v13c3.7 0 6.2.5 8 2 1.8-1.5 4.3-2 8-2v-13c-3.7 0-6.2.5-8 2Z" />
      <path d="M12 6.5v13" />
    </>
  ),
  lab: (
    <>
      <path d="M9.5 3.5h5M10.5 3.5v5.7L5 18.2c-.6 1.1.1 2.3 1.3 2.3h11.4c1.2 0 1.9-1.2 1.3-2.3l-5.5-9V3.5" />
      <path d="M7.6 14.5h8.8" />
    </>
  ),
  hospital: (
    <>
      <rect x="4" y="4" width="16" height="16.5" rx="2.5" />
      <path d="M12 8v7M8.5 11.5h7" />
    </>
  ),
  reception: (
    <>
      <circle cx="12" cy="6.5" r="2.5" />
      <path d="M7.5 13.5c.6-2.2 2.3-3.5 4.5-3.5s3.9 1.3 4.5 3.5M3 13.5h18v2.5H3ZM5 16v4M19 16v4" />
    </>
  ),
  warehouse: (
    <>
      <path d="M3 20V8.5L12 4l9 4.5V20" />
      <path d="M7 20v-7h10v7M7 16.5h10" />
    </>
  ),
  retail: (
    <>
      <path d="M4.5 8.5h15l-1.2 11.5H5.7Z" />
      <path d="M8.5 10.5V7a3.5 3.5 0 0 1 7 0v3.5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3.5 19 6v5.5c0 4.3-2.8 7.5-7 9-4.2-1.5-7-4.7-7-9V6Z" />
      <path d="m8.8 12 2.2 2.2 4.2-4.4" />
    </>
  ),
  handshake: (
    <>
      <path d="m2.5 11 4-4.5 3.5 1.5M21.5 11l-4-4.5-5 2-3 3c-.7.7-.3 1.9.7 2 .8.1 1.6-.2 2.2-.8l1.1-1.1" />
      <path d="m6.5 12.5 5 5c.6.6 1.5.6 2 0 .6-.6.6-1.4 0-2M10 16l1.5 1.5M15.5 12.5l2 2c.6.6.6 1.4 0 2-.6.6-1.4.6-2 0" />
    </>
  ),
  brain: (
    <>
      <path d="M12 5.5c-.5-1.3-1.8-2-3.1-1.8C7.3 3.9 6.3 5.2 6.5 6.7 4.7 7 3.6 8.6 4 10.3c-1 1-1.2 2.6-.4 3.8-.5 1.6.4 3.3 2 3.8.3 1.8 2 3 3.8 2.6 1-.2 2-.9 2.6-1.8Z" />
      <path d="M12 5.5c.5-1.3 1.8-2 3.1-1.8 1.6.2 2.6 1.5 2.4 3 1.8.3 2.9 1.9 2.5 3.6 1 1 1.2 2.6.4 3.8.5 1.6-.4 3.3-2 3.8-.3 1.8-2 3-3.8 2.6-1-.2-2-.9-2.6-1.8ZM12 5.5v13.8" />
    </>
  ),
  robot: (
    <>
      <rect x="5" y="7.5" width="14" height="11" rx="4" />
      <path d="M12 4v3.5M3 12.5v2.5M21 12.5v2.5M9.5 15.5h5" />
      <circle cx="9.5" cy="12" r="1.2" />
      <circle cx="14.5" cy="12" r="1.2" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12c2.2-4 5.4-6 9.5-6s7.3 2 9.5 6c-2.2 4-5.4 6-9.5 6s-7.3-2-9.5-6Z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  chip: (
    <>
      <rect x="6.5" y="6.5" width="11" height="11" rx="2" />
      <path d="M9.5 3v3.5M14.5 3v3.5M9.5 17.5V21M14.5 17.5V21M3 9.5h3.5M3 14.5h3.5M17.5 9.5H21M17.5 14.5H21M10 10h4v4h-4z" />
    </>
  ),
  spark: (
    <path d="M12 3c.6 4.6 2.4 6.4 7 7-4.6.6-6.4 2.4-7 7-.6-4.6-2.4-6.4-7-7 4.6-.6 6.4-2.4 7-7ZM18.5 15.5c.3 1.8 1 2.6 2.5 3-1.5.4-2.2 1.2-2.5 3-.3-1.8-1-2.6-2.5-3 1.5-.4 2.2-1.2 2.5-3Z" />
  ),
  bolt: <path d="M13.5 3 5.5 13.5H12L10.5 21l8-10.5H12Z" />,
  briefcase: (
    <>
      <rect x="3.5" y="7.5" width="17" height="12" rx="2.5" />
      <path d="M9 7.5V6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v1.5M3.5 12.5h17" />
    </>
  ),
  mail: (
    <>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2.5" />
      <path d="m4.5 7 7.5 6 7.5-6" />
    </>
  ),
  pin: (
    <>
      <path d="M12 21c-4-4.3-6.5-7.8-6.5-11a6.5 6.5 0 0 1 13 0c0 3.2-2.5 6.7-6.5 11Z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
};

export function Glyph({ name, className }: { name: GlyphName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={cn('size-6 shrink-0', className)}
    >
      {paths[name]}
    </svg>
  );
}
