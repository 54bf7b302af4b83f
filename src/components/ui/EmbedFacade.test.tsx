import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { VideoCard } from '~/components/sections/parts/VideoCard';
import { found, type Found } from '../../../scripts/build/built-html';
import { EmbedFacadeView, PosterAction } from './EmbedFacade';

const poster = { src: '/images/products/tara-demo-1.svg', alt: '' };
/** The pill over the poster (the first button or link), read through parse5: what a click does, with the title for screen readers. */
const pill = (html: string) => found(html, '*').find((element) => element.name === 'button' || element.name === 'a');
/** An element and everything inside it, as names, attributes and text: two pills drawn alike read alike. */
const drawn = (element: Found): unknown => [element.name, element.attrs, element.text, element.children().map(drawn)];

test('before the click the facade is the poster and a button: no frame, nothing from the third party', () => {
  const html = renderToStaticMarkup(
    <EmbedFacadeView
      poster={poster}
      title="Tara demo"
      embedUrl="https://www.youtube-nocookie.com/embed/abcdefghijk"
      loadLabel="Play video"
      externalUrl="https://www.youtube.com/watch?v=abcdefghijk"
      externalLabel="Watch on YouTube"
    />,
  );
  expect(html).not.toContain('<iframe');
  expect(html).not.toContain('youtube-nocookie');
  expect(html).toContain('<button type="button"');
  expect(pill(html)?.name).toBe('button');
  expect(pill(html)?.text).toBe('Play video: Tara demo');
  expect(
    pill(html)
      ?.all('span')
      .filter((span) => span.attrs.class === 'sr-only')
      .map((span) => span.text),
  ).toEqual([': Tara demo']);
});

test('a video with only its watch page draws the same pill, as a link to that page in a new tab', () => {
  const button = renderToStaticMarkup(<PosterAction poster={poster} label="Watch on YouTube" title="Tara demo" icon="play" onClick={() => {}} />);
  const card = renderToStaticMarkup(
    <VideoCard
      video={{ title: 'Tara demo', poster, watchUrl: 'https://www.youtube.com/watch?v=abcdefghijk', watchLabel: 'Watch on YouTube' }}
      playLabel="Play video"
      notice=""
    />,
  );
  expect(card).toContain('<a href="https://www.youtube.com/watch?v=abcdefghijk" target="_blank" rel="noopener noreferrer"');
  expect(pill(card)?.name).toBe('a');
  expect(pill(card)?.children().length).toBeGreaterThan(0);
  expect(pill(card)?.children().map(drawn)).toEqual(pill(button)?.children().map(drawn));
});
