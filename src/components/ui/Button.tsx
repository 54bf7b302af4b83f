import { cn } from '../../lib/cn';
import { SmartLink } from './SmartLink';

const variants = {
  primary: 'bg-ink-950 text-white hover:bg-brand-700',
  brand: 'bg-brand-600 text-white hover:bg-brand-700',
  secondary: 'bg-white text-ink-950 ring-1 ring-inset ring-ink-200 hover:ring-ink-400',
  light: 'bg-white text-ink-950 hover:bg-brand-50',
  ghostLight: 'text-white ring-1 ring-inset ring-white/30 hover:bg-white/10',
} as const;

export type ButtonVariant = keyof typeof variants;

const base =
  'inline-flex h-12 items-center justify-center gap-2 rounded-full px-6 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

type LinkProps = Omit<React.ComponentProps<typeof SmartLink>, 'className'> & {
  variant?: ButtonVariant;
  className?: string;
  download?: boolean | string;
};

/** A link styled as a button: internal links route, external ones open in a new tab. */
export function ButtonLink({ variant = 'primary', className, ...rest }: LinkProps) {
  return <SmartLink className={cn(base, variants[variant], className)} {...rest} />;
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: React.ComponentProps<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={cn(base, variants[variant], className)} {...rest} />;
}
