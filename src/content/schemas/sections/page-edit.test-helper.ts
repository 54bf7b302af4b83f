/**
 * For the kinds' tests: validates a page of the tests' own (never a page of content/, whose words
 * are the copywriters') with one edit applied to its text.
 */
import { parseSource } from '~/content/source';
import { validate } from '~/content/validate';
import { pageSchema } from '~/content/schemas/page';

/** A valid page holding one section of each kind these tests edit: hero-carousel, tiles, industry-cards, organisations, leaders. */
export const FIXTURE_PAGE = `---
title: A page of the kinds' tests
description: One section of each kind the tests of the section kit edit.
sections:
  - type: hero-carousel
    heading: A heading for the first view
    label: Pictures of the tests
    slideLabel: "{n} of {total}"
    previousLabel: Previous picture
    nextLabel: Next picture
    pauseLabel: Stop the pictures
    playLabel: Start the pictures
    slides:
      - image: { src: /images/news/funding.svg, alt: A first picture }
      - heading: A slide heading
        tagline: A line under the slide heading.
        image: { src: /images/news/funding.svg, alt: A second picture }

  - type: tiles
    heading: Tiles of the tests
    tiles:
      - id: first-tile
        title: A tile
        description: What the tile says when it opens.
        tone: ink
        image: { src: /images/news/funding.svg, alt: A tile's picture }

  - type: industry-cards
    heading: Cards of the tests
    cards:
      - title: A card
        tags: [First tag, Second tag]
        description: What the card says.
        image: { src: /images/news/funding.svg, alt: A card's picture }

  - type: organisations
    heading: Organisations of the tests
    total: 16
    totalLabel: organisations

  - type: leaders
    heading: Leaders of the tests
    total: 3
    totalLabel: leaders
---
`;

/** The problems of the fixture page once `edit` is applied to its text, each as `field — message`. */
export function problemsAfterEdit(edit: (text: string) => string): string[] {
  const result = validate(pageSchema, parseSource('content/pages/example.mdx', edit(FIXTURE_PAGE)));
  return result.ok ? [] : result.problems.map((p) => `${p.field} — ${p.message}`);
}
