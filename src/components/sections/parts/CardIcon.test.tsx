import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { productIconNames } from '~/content/schemas/icons';
import { CardIcon } from './CardIcon';

test('every icon a card can name is drawn inline, with nothing to fetch', () => {
  for (const name of productIconNames) {
    const markup = renderToStaticMarkup(<CardIcon name={name} />);
    expect(markup, name).toMatch(/<path d="M[^"]+"><\/path>/);
    expect(markup, name).not.toMatch(/href=/);
  }
});
