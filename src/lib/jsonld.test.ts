import { expect, test } from 'vitest';
import { jobPosting, jsonLd, newsArticle, organization } from './jsonld';

const site = { name: 'iHub Robotics', url: 'https://www.ihubrobotics.com', socials: [{ href: 'https://x.com/ihubrobotics' }] };

test('a news article carries the fields search engines require, with absolute URLs', () => {
  const node = newsArticle(site, {
    path: '/news/daksha-enters-beta',
    headline: 'Daksha enters beta',
    description: 'Daksha carries 25kg.',
    datePublished: '2023-09-18',
    images: ['/images/news/daksha.svg'],
    section: 'Announcements',
  });
  expect(node).toMatchObject({
    '@type': 'NewsArticle',
    headline: 'Daksha enters beta',
    datePublished: '2023-09-18',
    dateModified: '2023-09-18',
    image: ['https://www.ihubrobotics.com/images/news/daksha.svg'],
    mainEntityOfPage: 'https://www.ihubrobotics.com/news/daksha-enters-beta',
    author: { '@type': 'Organization', name: 'iHub Robotics', '@id': 'https://www.ihubrobotics.com/#organization' },
    publisher: { '@type': 'Organization', name: 'iHub Robotics' },
  });
});

test('a job posting carries title, description, date, employment type, organisation and place', () => {
  const node = jobPosting(site, {
    path: '/careers/field-deployment-lead',
    title: 'Field Deployment Lead',
    description: 'Plan & lead <deployments>.',
    requirements: ['5+ years', 'Travel'],
    datePosted: '2024-04-29',
    employmentType: 'Full-time',
    address: { locality: 'Dubai', region: 'Dubai', country: 'AE' },
  });
  expect(node).toMatchObject({
    '@type': 'JobPosting',
    title: 'Field Deployment Lead',
    description: '<p>Plan &amp; lead &lt;deployments&gt;.</p><ul><li>5+ years</li><li>Travel</li></ul>',
    datePosted: '2024-04-29',
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: 'iHub Robotics', sameAs: ['https://x.com/ihubrobotics'] },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Dubai', addressCountry: 'AE' } },
  });
});

test('one node becomes one script with a context; several become a graph; empty values are dropped', () => {
  const one = jsonLd(organization({ name: 'iHub Robotics', url: 'https://www.ihubrobotics.com' }));
  expect(one).toEqual({
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://www.ihubrobotics.com/#organization',
      name: 'iHub Robotics',
      url: 'https://www.ihubrobotics.com/',
    },
  });
  const two = jsonLd(organization(site), { '@type': 'BreadcrumbList', itemListElement: [] });
  expect(two).toEqual({
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@graph': [expect.objectContaining({ '@type': 'Organization' }), { '@type': 'BreadcrumbList' }],
    },
  });
});
