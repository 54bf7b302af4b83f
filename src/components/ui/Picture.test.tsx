import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { planVariants } from '~/content/image-variants';
import { withImageSizes } from '~/content/images.server';
import { Picture } from './Picture';

test('serves an SVG as one image with its intrinsic size, lazily by default', () => {
  const image = withImageSizes({ src: '/images/news/funding.svg', alt: 'Funding chart' }, { responsive: true });
  expect(renderToStaticMarkup(<Picture image={image} sizes="50vw" />)).toBe(
    '<img alt="Funding chart" width="1200" height="750" loading="lazy" fetchPriority="auto" decoding="async" class="h-auto max-w-full" src="/images/news/funding.svg"/>',
  );
});

test('loads the main image eagerly with high priority', () => {
  const html = renderToStaticMarkup(<Picture image={{ src: '/images/a.svg', alt: '' }} priority />);
  expect(html).toContain('loading="eager"');
  expect(html).toContain('fetchPriority="high"');
});

test('turns a photo into AVIF and WebP sources with a JPEG fallback, all sharing sizes', () => {
  const { variants } = planVariants('/images/home/lab.jpg', 'h', 800, 'jpeg');
  const html = renderToStaticMarkup(
    <Picture image={{ src: '/images/home/lab.jpg', alt: 'Lab', width: 800, height: 600, variants }} sizes="(min-width: 768px) 50vw, 100vw" />,
  );
  expect(html).toBe(
    '<picture class="contents">' +
      '<source type="image/avif" srcSet="/images/_v/home/lab-h-480.avif 480w, /images/_v/home/lab-h-768.avif 768w, /images/_v/home/lab-h-800.avif 800w" sizes="(min-width: 768px) 50vw, 100vw"/>' +
      '<source type="image/webp" srcSet="/images/_v/home/lab-h-480.webp 480w, /images/_v/home/lab-h-768.webp 768w, /images/_v/home/lab-h-800.webp 800w" sizes="(min-width: 768px) 50vw, 100vw"/>' +
      '<img alt="Lab" width="800" height="600" loading="lazy" fetchPriority="auto" decoding="async" class="h-auto max-w-full" sizes="(min-width: 768px) 50vw, 100vw" srcSet="/images/_v/home/lab-h-480.jpg 480w, /images/_v/home/lab-h-768.jpg 768w, /images/_v/home/lab-h-800.jpg 800w" src="/images/_v/home/lab-h-800.jpg"/>' +
      '</picture>',
  );
});

test('the loader adds no responsive copies to SVG or to files that do not exist', () => {
  const svg = withImageSizes({ src: '/images/news/funding.svg', alt: '' }, { responsive: true });
  expect(svg).not.toHaveProperty('variants');
  const missing = withImageSizes({ src: '/images/nowhere.jpg', alt: '' }, { responsive: true });
  expect(missing).not.toHaveProperty('variants');
});
