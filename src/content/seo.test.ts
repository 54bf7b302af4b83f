import { describe, expect, it } from 'vitest';
import { ogImageName, ogImagePath, seoTags } from './seo';

const site = { name: 'iHub Robotics', url: 'https://www.ihubrobotics.com', socialImage: '/images/social/default.svg' };
const value = (tags: ReturnType<typeof seoTags>, key: string) =>
  tags.find((tag) => ('property' in tag && tag.property === key) || ('name' in tag && tag.name === key)) as { content: string } | undefined;

describe('link preview tags', () => {
  it('name one generated card per canonical page', () => {
    expect(ogImageName('/')).toBe('home');
    expect(ogImageName('/defense/rhino')).toBe('defense-rhino');
    expect(ogImageName('/rhino')).toBe('defense-rhino');
    expect(ogImageName('/about/')).toBe('robotics');
    expect(ogImagePath('/news/pre-seed')).toBe('/og/news-pre-seed.png');
  });

  it('declare the card’s type, size and alt text for Open Graph and Twitter', () => {
    const tags = seoTags(
      { title: 'Rhino — Defense robot | iHub Robotics', description: 'd', socialImage: '/images/products/rhino.svg' },
      site,
      '/rhino',
    );
    expect(value(tags, 'og:image')?.content).toBe('https://www.ihubrobotics.com/og/defense-rhino.png');
    expect(value(tags, 'twitter:image')?.content).toBe('https://www.ihubrobotics.com/og/defense-rhino.png');
    expect(value(tags, 'og:image:width')?.content).toBe('1200');
    expect(value(tags, 'og:image:height')?.content).toBe('630');
    expect(value(tags, 'og:image:type')?.content).toBe('image/png');
    expect(value(tags, 'og:image:alt')?.content).toBe('Rhino — Defense robot | iHub Robotics');
    expect(value(tags, 'twitter:image:alt')?.content).toBe('Rhino — Defense robot | iHub Robotics');
  });

  it('use a page’s own raster social image as it is, without claiming a size', () => {
    const tags = seoTags({ title: 't', description: 'd', socialImage: '/images/social/launch.jpg' }, site, '/tara');
    expect(value(tags, 'og:image')?.content).toBe('https://www.ihubrobotics.com/images/social/launch.jpg');
    expect(value(tags, 'og:image:width')).toBeUndefined();
  });
});
