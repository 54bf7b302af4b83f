/**
 * The anchors the content check accepts (src/content/anchors.ts) are ids the built pages really
 * carry: a link the check lets through never ends on a missing anchor.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { collectionIds, pageAnchors, shellIds } from '../../src/content/anchors';
import { listCollection } from '../../src/content/read';
import { parseSource } from '../../src/content/source';
import { sitePages } from '../../src/site-map.server';

type Node = DefaultTreeAdapterMap['node'];

function idsOf(html: string): Set<string> {
  const ids = new Set<string>();
  const visit = (node: Node) => {
    if ('attrs' in node) for (const attr of node.attrs) if (attr.name === 'id') ids.add(attr.value);
    if ('childNodes' in node) node.childNodes.forEach(visit);
    if ('content' in node) visit(node.content);
  };
  visit(parse(html));
  return ids;
}

for (const page of sitePages()) {
  test(`every anchor the check accepts on ${page.path} is an id of the built page`, async ({ request }) => {
    const expected = pageAnchors(parseSource(page.file, readFileSync(page.file, 'utf8')).data).all;
    for (const path of [page.path, ...page.aliases]) {
      const ids = idsOf(await (await request.get(path)).text());
      expect(
        [...expected].filter((id) => !ids.has(id)),
        path,
      ).toEqual([]);
    }
  });
}

for (const collection of ['news', 'careers'] as const) {
  test(`every anchor the check accepts on a ${collection} item is an id of the built page`, async ({ request }) => {
    for (const file of listCollection(process.cwd(), `content/${collection}`)) {
      const path = `/${collection}/${file.replace(/^.*\//, '').replace(/\.mdx$/, '')}`;
      const ids = idsOf(await (await request.get(path)).text());
      expect(
        [...shellIds, ...collectionIds[collection]].filter((id) => !ids.has(id)),
        path,
      ).toEqual([]);
    }
  });
}
