import { FadeSection } from '~/components/sections/parts/FadeSection';
import { SwipeCarousel } from '~/components/sections/parts/SwipeCarousel';
import type { SectionProps } from '~/components/sections/types';

/** Cards in a grid on wide screens; on phones a strip that advances by itself. */
export function CardCarousel({ section, anchor }: SectionProps<'card-carousel'>) {
  return (
    <FadeSection section={section} anchor={anchor}>
      <SwipeCarousel cards={section.items} labels={section.labels} />
    </FadeSection>
  );
}
