import { cn } from '~/lib/cn';

const delays = {
  none: '',
  short: '[--fade-in-delay:150ms]',
  medium: '[--fade-in-delay:300ms]',
  long: '[--fade-in-delay:500ms]',
} as const;

const durations = {
  normal: '',
  /** For content that already waits (the funding page's 300 ms): in full view soon after it starts. */
  quick: '[--fade-in-duration:300ms]',
} as const;

type Props = React.ComponentProps<'div'> & { delay?: keyof typeof delays; duration?: keyof typeof durations };

/**
 * Fades its content in when it first appears (the `fade-in` animation of app.css: 700 ms unless
 * quick). Decoration only: the text is in the prerendered HTML, visitors who prefer reduced motion
 * simply see it at once, and no script is needed.
 */
export function FadeIn({ delay = 'none', duration = 'normal', className, ...rest }: Props) {
  return <div className={cn('motion-safe:fade-in', delays[delay], durations[duration], className)} {...rest} />;
}
