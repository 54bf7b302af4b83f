import { cn } from '~/lib/cn';
import { SmartLink } from './SmartLink';

/**
 * The site's two buttons (docs/decisions/2700): the primary (filled teal: the one step a section
 * asks for) and the secondary (outlined: any other). `tone` says what they sit on, a light or a
 * dark surface; the shapes and roles stay the same on both.
 */
export const buttonColours = {
  light: {
    primary: 'bg-brand-700 text-white hover:bg-brand-800',
    secondary: 'bg-white text-ink-950 ring-1 ring-inset ring-ink-300 hover:ring-ink-500',
  },
  dark: {
    primary: 'bg-brand-300 text-ink-950 hover:bg-brand-200',
    secondary: 'text-white ring-1 ring-inset ring-white/40 hover:bg-white/10 hover:ring-white/70',
  },
} as const;

export type ButtonVariant = keyof (typeof buttonColours)['light'];
export type ButtonTone = keyof typeof buttonColours;

// In forced colours (issue 46) a fill is repainted the page's colour and a ring (a box-shadow) is
// dropped, so every button gets a border there, in the system's button text colour: its edge.
const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 py-2 text-center text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 forced-colors:border forced-colors:border-solid forced-colors:border-[ButtonText]';

type Look = { variant?: ButtonVariant; tone?: ButtonTone; className?: string };

type LinkProps = Omit<React.ComponentProps<typeof SmartLink>, 'className'> & Look & { download?: boolean | string };

/** Class string of a button look, for the few controls that are not `Button` or `ButtonLink`. */
export function buttonClass({ variant = 'primary', tone = 'light', className }: Look = {}): string {
  return cn(base, buttonColours[tone][variant], className);
}

/** A link styled as a button: internal links route, external ones open in a new tab. */
export function ButtonLink({ variant, tone, className, ...rest }: LinkProps) {
  return <SmartLink data-button="" className={buttonClass({ variant, tone, className })} {...rest} />;
}

export function Button({ variant, tone, className, type = 'button', ...rest }: React.ComponentProps<'button'> & Look) {
  return <button type={type} data-button="" className={buttonClass({ variant, tone, className })} {...rest} />;
}
