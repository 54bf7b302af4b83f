/**
 * schema.org structured data (JSON-LD) for the head of a page, through React Router's meta
 * descriptor `{ 'script:ld+json': … }`, which escapes `<`, `>` and `&` so no content value can
 * close the script element.
 *
 * Builders return plain nodes; `jsonLd()` turns one node, or several as an `@graph`, into the
 * head tag. Nodes refer to each other by `@id` (see `organizationId`), so a page can add the
 * full Organization, a Product or a BreadcrumbList beside its own node without repeating them.
 */
import type { MetaDescriptor } from 'react-router';
import { escapeText } from './escape';
import { absolute } from './url';

export type JsonLdValue = string | number | boolean | null | undefined | JsonLdObject | readonly JsonLdValue[];
export type JsonLdObject = { [key: string]: JsonLdValue };
/** A schema.org thing: its type and properties; undefined properties are dropped. */
export type JsonLdNode = JsonLdObject & { '@type': string; '@id'?: string };

/** What the builders need to know about the site (content/site.yaml). */
export type LdSite = { name: string; url: string; socials?: readonly { href: string }[] };

const CONTEXT = 'https://schema.org';

/** The head tag for one or more nodes. */
export function jsonLd(...nodes: JsonLdNode[]): MetaDescriptor {
  const clean = nodes.map((node) => prune(node) as JsonLdObject);
  const body = clean.length === 1 ? { '@context': CONTEXT, ...clean[0] } : { '@context': CONTEXT, '@graph': clean };
  return { 'script:ld+json': body };
}

/** The stable identifier of the company node, so every page can point at the same Organization. */
export function organizationId(site: LdSite): string {
  return `${absolute(site.url, '/')}#organization`;
}

/** The company as an Organization; a page that publishes the full node extends this one. */
export function organization(site: LdSite, extra: JsonLdObject = {}): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: site.name,
    url: absolute(site.url, '/'),
    sameAs: site.socials?.length ? site.socials.map((social) => social.href) : undefined,
    ...extra,
  };
}

export type NewsArticleInput = {
  path: string;
  headline: string;
  description: string;
  /** YYYY-MM-DD; left out when the company has not given the date. */
  datePublished?: string | undefined;
  dateModified?: string;
  /** Site paths of the article's images. */
  images: readonly string[];
  section?: string;
};

export function newsArticle(site: LdSite, input: NewsArticleInput): JsonLdNode {
  const url = absolute(site.url, input.path);
  const org = organization(site);
  return {
    '@type': 'NewsArticle',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: input.headline,
    description: input.description,
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    image: input.images.map((path) => absolute(site.url, path)),
    articleSection: input.section,
    author: org,
    publisher: org,
  };
}

const employmentTypes = { 'Full-time': 'FULL_TIME', 'Part-time': 'PART_TIME', Contract: 'CONTRACTOR', Internship: 'INTERN' } as const;

export type JobPostingInput = {
  path: string;
  title: string;
  /** Plain-text summary; the requirements are added as a list. */
  description: string;
  requirements: readonly string[];
  /** YYYY-MM-DD */
  datePosted: string;
  employmentType: keyof typeof employmentTypes;
  address: { locality: string; region: string; country: string };
};

export function jobPosting(site: LdSite, input: JobPostingInput): JsonLdNode {
  const url = absolute(site.url, input.path);
  return {
    '@type': 'JobPosting',
    '@id': `${url}#job`,
    url,
    title: input.title,
    // Search engines read the description as HTML: the summary and the requirements as a list.
    description: `<p>${escapeText(input.description)}</p><ul>${input.requirements.map((line) => `<li>${escapeText(line)}</li>`).join('')}</ul>`,
    datePosted: input.datePosted,
    employmentType: employmentTypes[input.employmentType],
    hiringOrganization: organization(site),
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: input.address.locality,
        addressRegion: input.address.region,
        addressCountry: input.address.country,
      },
    },
    directApply: false,
  };
}

/** Drops undefined properties and empty lists, recursively. */
function prune(value: JsonLdValue): JsonLdValue {
  if (Array.isArray(value)) return value.map(prune);
  if (value && typeof value === 'object') {
    const out: JsonLdObject = {};
    for (const [key, item] of Object.entries(value as JsonLdObject)) {
      if (item === undefined || (Array.isArray(item) && item.length === 0)) continue;
      out[key] = prune(item);
    }
    return out;
  }
  return value;
}

/** The site as a WebSite, published by the company (home page). */
export function webSite(site: LdSite): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': `${absolute(site.url, '/')}#website`,
    name: site.name,
    url: absolute(site.url, '/'),
    publisher: { '@id': organizationId(site) },
  };
}

/** A page of the site in its language (BCP 47 tag), part of the WebSite. */
export function webPage(site: LdSite, input: { path: string; name: string; inLanguage: string }): JsonLdNode {
  const url = absolute(site.url, input.path);
  return {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: input.name,
    inLanguage: input.inLanguage,
    isPartOf: { '@id': `${absolute(site.url, '/')}#website` },
  };
}

export type ProductInput = { path: string; name: string; description: string; image: string; category?: string };

/** A robot of the company's range as a Product made and sold by the Organization. */
export function product(site: LdSite, input: ProductInput): JsonLdNode {
  const url = absolute(site.url, input.path);
  return {
    '@type': 'Product',
    '@id': `${url}#product`,
    name: input.name,
    description: input.description,
    image: absolute(site.url, input.image),
    url,
    category: input.category,
    brand: { '@type': 'Brand', name: site.name },
    manufacturer: { '@id': organizationId(site) },
  };
}

/** A trail of pages from the home page to this one; the last crumb is the page itself. */
export function breadcrumbList(site: LdSite, crumbs: readonly { name: string; path: string }[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({ '@type': 'ListItem', position: i + 1, name: crumb.name, item: absolute(site.url, crumb.path) })),
  };
}
