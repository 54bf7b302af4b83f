import { FadeSection } from './parts/FadeSection';
import { SwipeCarousel } from './parts/SwipeCarousel';
import type { SectionProps } from './types';

/** Cards in a grid on wide screens; on phones a strip that advances by itself. */
export function CardCarousel({ section, anchor }: SectionProps<'card-carousel'>) {
  return (
    <FadeSection section={section} anchor={anchor}>
      <SwipeCarousel cards={section.items} labels={section.labels} />
    </FadeSection>
  );
}
