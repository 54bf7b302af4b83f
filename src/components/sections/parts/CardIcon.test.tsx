import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { productIconNames } from '~/content/schemas/icons';
import { found, tags } from '../../../../scripts/build/built-html';
import { CardIcon } from './CardIcon';

test('every icon a card can name is drawn inline, with nothing to fetch', () => {
  for (const name of productIconNames) {
    const markup = renderToStaticMarkup(<CardIcon name={name} />);
    // Read through parse5 (docs/decisions/3460): a path drawn from its own data, no element naming an address.
    expect(
      found(markup, 'path').some((path) => /^M\S/.test(path.attrs.d ?? '')),
      name,
    ).toBe(true);
    expect(
      tags(markup, '*').filter((attrs) => 'href' in attrs || 'src' in attrs),
      name,
    ).toEqual([]);
  }
});
