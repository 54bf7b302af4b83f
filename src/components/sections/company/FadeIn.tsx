import { cn } from '../../../lib/cn';

const delays = {
  none: '',
  short: 'motion-safe:delay-150',
  medium: 'motion-safe:delay-300',
  long: 'motion-safe:delay-500',
} as const;

type Props = React.ComponentProps<'div'> & { delay?: keyof typeof delays };

/**
 * Fades its content in when it first appears (CSS @starting-style). Decoration only: the text is
 * in the prerendered HTML, browsers without @starting-style or visitors who prefer reduced
 * motion simply see it at once, and no script is needed.
 */
export function FadeIn({ delay = 'none', className, ...rest }: Props) {
  return (
    <div
      className={cn(
        'motion-safe:transition-[opacity,translate] motion-safe:duration-700 motion-safe:ease-out-soft motion-safe:starting:translate-y-3 motion-safe:starting:opacity-0',
        delays[delay],
        className,
      )}
      {...rest}
    />
  );
}
