/**
 * Structured data checks shared by tests/e2e/seo.spec.ts (and unit-tested in
 * tests/unit/structured-data.test.ts): every JSON-LD block of a page, and the fields each
 * schema.org type must carry for search engines to use it (Google's required properties).
 */
import { scripts } from '../../scripts/build/built-html';

/** Required fields per schema.org type, as Google's rich results ask for them. */
export type Node = Record<string, unknown>;
const isText = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const isUrl = (value: unknown) => typeof value === 'string' && /^https:\/\//.test(value);
const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
export const asNode = (value: unknown): Node | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const imageOk = (value: unknown) => [value].flat().some((v) => isUrl(v) || isUrl(asNode(v)?.url));

export function problems(node: Node): string[] {
  const type = [node['@type']].flat().map(String);
  const out: string[] = [];
  const need = (field: string, ok: (value: unknown) => boolean, what: string) => {
    if (!ok(node[field])) out.push(`${type.join('/')}.${field}: expected ${what}`);
  };
  if (type.includes('Organization')) {
    need('name', isText, 'the organisation name');
    need('url', isUrl, 'an absolute https URL');
    if (node.logo !== undefined) need('logo', imageOk, 'an absolute logo URL');
  }
  if (type.includes('WebSite')) {
    need('name', isText, 'the site name');
    need('url', isUrl, 'an absolute https URL');
  }
  if (type.includes('Product')) {
    need('name', isText, 'the product name');
    need('description', isText, 'a description');
    need('image', imageOk, 'an absolute image URL');
  }
  if (type.includes('BreadcrumbList')) {
    const items = node.itemListElement;
    if (!Array.isArray(items) || items.length === 0) out.push('BreadcrumbList.itemListElement: expected a non-empty list');
    else
      items.forEach((raw, i) => {
        const item = asNode(raw);
        if (!item || item['@type'] !== 'ListItem') out.push(`BreadcrumbList.itemListElement[${i}]: expected a ListItem`);
        else {
          if (item.position !== i + 1) out.push(`BreadcrumbList.itemListElement[${i}].position: expected ${i + 1}`);
          if (!isText(item.name)) out.push(`BreadcrumbList.itemListElement[${i}].name: expected text`);
          const target = asNode(item.item)?.['@id'] ?? item.item;
          if (i < items.length - 1 && !isUrl(target)) out.push(`BreadcrumbList.itemListElement[${i}].item: expected an absolute URL`);
        }
      });
  }
  if (type.includes('NewsArticle')) {
    need('headline', (v) => isText(v) && (v as string).length <= 110, 'a headline of at most 110 characters');
    // Recommended, not required, for an article: a story whose date the company has not given has none.
    if (node.datePublished !== undefined) need('datePublished', isDate, 'an ISO 8601 date');
    need('image', imageOk, 'an absolute image URL');
    if (!asNode(node.author) && !Array.isArray(node.author) && !asNode(node.publisher))
      out.push('NewsArticle.author/publisher: expected an author or a publisher');
  }
  if (type.includes('JobPosting')) {
    need('title', isText, 'the job title');
    need('description', isText, 'the job description (HTML allowed)');
    need('datePosted', isDate, 'an ISO 8601 date');
    need('hiringOrganization', (v) => isText(asNode(v)?.name), 'an Organization with a name');
    const remote = node.jobLocationType === 'TELECOMMUTE';
    const located = [node.jobLocation].flat().some((place) => {
      const address = asNode(asNode(place)?.address);
      return !!address && isText(address.addressCountry ?? asNode(address.addressCountry)?.name);
    });
    if (!remote && !located) out.push('JobPosting.jobLocation: expected a Place with an address and addressCountry (or jobLocationType TELECOMMUTE)');
    if (node.validThrough !== undefined) need('validThrough', isDate, 'an ISO 8601 date');
  }
  return out;
}

/** Every node of every JSON-LD block of a page (top-level arrays and @graph flattened). */
export function jsonLd(html: string): { nodes: Node[]; errors: string[] } {
  const nodes: Node[] = [];
  const errors: string[] = [];
  for (const { body } of scripts(html).filter(({ attrs }) => attrs.type === 'application/ld+json')) {
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch (error) {
      errors.push(`does not parse: ${(error as Error).message}`);
      continue;
    }
    for (const top of [data].flat()) {
      const node = asNode(top);
      if (!node) {
        errors.push('expected an object');
        continue;
      }
      if (!/^https?:\/\/schema\.org\/?$/.test(String(node['@context'])))
        errors.push(`@context: expected https://schema.org, got ${String(node['@context'])}`);
      const graph = Array.isArray(node['@graph']) ? (node['@graph'] as unknown[]).map(asNode).filter((n): n is Node => !!n) : [node];
      nodes.push(...graph);
    }
  }
  return { nodes, errors };
}
