import type { HeroSlide } from '~/kinds/hero-carousel/schema';

/**
 * What the slide show needs of its section: the slides and the controls' names (the island's
 * props). A module of its own, as both SlideShow and its CarouselControls read it.
 */
export type SlideShowProps = {
  label: string;
  slideLabel: string;
  previousLabel: string;
  nextLabel: string;
  pauseLabel: string;
  playLabel: string;
  slides: HeroSlide[];
};
