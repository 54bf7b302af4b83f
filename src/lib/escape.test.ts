import { expect, test } from 'vitest';
import { escapeAttribute, escapeMdxText, escapeText } from './escape';

const every = `a & b < c > d " e ' f { g } &amp;`;

test('element text escapes &, < and >, once each, and leaves quotes alone', () => {
  expect(escapeText(every)).toBe(`a &amp; b &lt; c &gt; d " e ' f { g } &amp;amp;`);
  expect(escapeText('Plan & lead <deployments>.')).toBe('Plan &amp; lead &lt;deployments&gt;.');
});

test('an attribute value escapes the double quote as well, not the apostrophe', () => {
  expect(escapeAttribute(every)).toBe(`a &amp; b &lt; c &gt; d &quot; e ' f { g } &amp;amp;`);
  expect(escapeAttribute('https://x.test/?a=1&b="2"')).toBe('https://x.test/?a=1&amp;b=&quot;2&quot;');
});

test('MDX text writes <, >, { and } as numeric references and leaves the rest, & included', () => {
  expect(escapeMdxText(every)).toBe(`a & b &#60; c &#62; d " e ' f &#123; g &#125; &amp;`);
  expect(escapeMdxText('<360°>')).toBe('&#60;360°&#62;');
});

test('text without those characters comes back as it was', () => {
  for (const escape of [escapeText, escapeAttribute, escapeMdxText]) expect(escape('Tara Gen 1 — روبوت')).toBe('Tara Gen 1 — روبوت');
});

test('each variant gives what the chained replacements it replaced gave', () => {
  const samples = [every, '&&<<>>""', '&lt;', '', 'no markup', `'"'"`, '<a href="x&y">t</a>'];
  const chained = {
    text: (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    attribute: (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
  };
  for (const sample of samples) {
    expect(escapeText(sample)).toBe(chained.text(sample));
    expect(escapeAttribute(sample)).toBe(chained.attribute(sample));
  }
});
