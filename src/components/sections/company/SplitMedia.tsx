import type { ImageRef } from '../../../content/schemas/fields';
import { cn } from '../../../lib/cn';
import { Picture } from '../../ui/Picture';

type Props = {
  image: ImageRef;
  /** Put the picture on the left on wide screens. */
  reverse?: boolean;
  children: React.ReactNode;
  className?: string;
};

/** Text beside a picture on wide screens; picture under the text on small ones. */
export function SplitMedia({ image, reverse = false, children, className }: Props) {
  return (
    <div className={cn('grid items-center gap-10 lg:grid-cols-2 lg:gap-16', className)}>
      <div className={cn(reverse && 'lg:order-2')}>{children}</div>
      <div className={cn('overflow-hidden rounded-3xl bg-brand-50 ring-1 ring-ink-100', reverse && 'lg:order-1')}>
        <Picture image={image} sizes="(min-width: 1024px) 50vw, 100vw" className="w-full" />
      </div>
    </div>
  );
}
