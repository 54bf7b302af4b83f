import { cn } from '../../lib/cn';

const delays = {
  none: '',
  short: 'motion-safe:delay-150',
  medium: 'motion-safe:delay-300',
  long: 'motion-safe:delay-500',
} as const;

const durations = {
  normal: 'motion-safe:duration-700',
  /** For content that already waits (the funding page's 300 ms): in full view soon after it starts. */
  quick: 'motion-safe:duration-300',
} as const;

type Props = React.ComponentProps<'div'> & { delay?: keyof typeof delays; duration?: keyof typeof durations };

/**
 * Fades its content in when it first appears (CSS @starting-style). Decoration only: the text is
 * in the prerendered HTML, browsers without @starting-style or visitors who prefer reduced
 * motion simply see it at once, and no script is needed.
 */
export function FadeIn({ delay = 'none', duration = 'normal', className, ...rest }: Props) {
  return (
    <div
      className={cn(
        'motion-safe:transition-[opacity,translate] motion-safe:ease-out-soft motion-safe:starting:translate-y-3 motion-safe:starting:opacity-0',
        delays[delay],
        durations[duration],
        className,
      )}
      {...rest}
    />
  );
}
