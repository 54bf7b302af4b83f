import { describe, expect, it } from 'vitest';
import { jsonLd, problems } from '../e2e/structured-data';

const page = (...blocks: string[]) => blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join('');

describe('JSON-LD checks', () => {
  it('accepts complete nodes of every type the site uses', () => {
    const { nodes, errors } = jsonLd(
      page(
        JSON.stringify({
          '@context': 'https://schema.org',
          '@graph': [
            {
              '@type': 'Organization',
              name: 'iHub Robotics',
              url: 'https://www.ihubrobotics.com/',
              logo: 'https://www.ihubrobotics.com/favicon.svg',
            },
            { '@type': 'WebSite', name: 'iHub Robotics', url: 'https://www.ihubrobotics.com/' },
            { '@type': 'Product', name: 'Tara', description: 'Humanoid', image: ['https://www.ihubrobotics.com/images/t.svg'] },
            {
              '@type': 'BreadcrumbList',
              itemListElement: [
                { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.ihubrobotics.com/' },
                { '@type': 'ListItem', position: 2, name: 'Rhino' },
              ],
            },
          ],
        }),
        JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'NewsArticle',
          headline: 'Funding',
          datePublished: '2024-05-01',
          image: { '@type': 'ImageObject', url: 'https://www.ihubrobotics.com/og/x.png' },
          publisher: { '@type': 'Organization', name: 'iHub Robotics' },
        }),
        JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'JobPosting',
          title: 'Engineer',
          description: '<p>Build robots</p>',
          datePosted: '2024-04-29',
          hiringOrganization: { '@type': 'Organization', name: 'iHub Robotics' },
          jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'IN' } },
        }),
      ),
    );
    expect(errors).toEqual([]);
    expect(nodes).toHaveLength(6);
    expect(nodes.flatMap(problems)).toEqual([]);
  });

  it('names each missing or malformed field', () => {
    expect(problems({ '@type': 'Organization', name: 'x', url: 'http://insecure' })).toEqual(['Organization.url: expected an absolute https URL']);
    expect(problems({ '@type': 'Product', name: 'Tara' })).toEqual([
      'Product.description: expected a description',
      'Product.image: expected an absolute image URL',
    ]);
    expect(problems({ '@type': 'NewsArticle', headline: 'x', datePublished: 'May 2024', image: 'https://a/b.png' })).toEqual([
      'NewsArticle.datePublished: expected an ISO 8601 date',
      'NewsArticle.author/publisher: expected an author or a publisher',
    ]);
    // An article may have no date (the company has not given it); a date it has must be one.
    expect(problems({ '@type': 'NewsArticle', headline: 'x', image: 'https://a/b.png', publisher: { name: 'i' } })).toEqual([]);
    expect(problems({ '@type': 'JobPosting', title: 't', description: 'd', datePosted: '2024-01-01', hiringOrganization: { name: 'i' } })).toEqual([
      'JobPosting.jobLocation: expected a Place with an address and addressCountry (or jobLocationType TELECOMMUTE)',
    ]);
    expect(
      problems({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 2, name: 'a', item: '/relative' },
          { '@type': 'ListItem', position: 2, name: 'b' },
        ],
      }),
    ).toEqual(['BreadcrumbList.itemListElement[0].position: expected 1', 'BreadcrumbList.itemListElement[0].item: expected an absolute URL']);
  });

  it('reports blocks that do not parse or name another vocabulary', () => {
    expect(jsonLd(page('{"@context": "https://schema.org", "@type": "Organization",}')).errors[0]).toMatch(/^does not parse/);
    expect(jsonLd(page('{"@context": "https://example.com", "@type": "Thing"}')).errors).toEqual([
      '@context: expected https://schema.org, got https://example.com',
    ]);
  });
});
