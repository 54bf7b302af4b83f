import { expect, test } from 'vitest';
import { isolatesAsMarkup } from './bidi-markup';

const doc = (dir: 'rtl' | 'ltr', body: string, head = '<title>t</title>') =>
  `<!DOCTYPE html><html lang="ar" dir="${dir}"><head>${head}</head><body>${body}</body></html>`;
const bodyOf = (html: string | undefined) => /<body>([\s\S]*)<\/body>/.exec(html ?? '')?.[1];

test('each isolated run of a right-to-left page becomes a <bdi dir="ltr">, kept with its sentence in one <span>', () => {
  const html = isolatesAsMarkup(doc('rtl', '<p class="flex">الاتصال عبر \u2066WiFi\u2069 أو \u2066LAN\u2069 أو \u20664G\u2069.</p>'));
  expect(bodyOf(html)).toBe(
    '<p class="flex"><span>الاتصال عبر <bdi dir="ltr">WiFi</bdi> أو <bdi dir="ltr">LAN</bdi> أو <bdi dir="ltr">4G</bdi>.</span></p>',
  );
});

test('a text that is one run becomes the <bdi> alone', () => {
  expect(bodyOf(isolatesAsMarkup(doc('rtl', '<dd>\u206632+\u2069</dd>')))).toBe('<dd><bdi dir="ltr">32+</bdi></dd>');
});

test('islands, scripts and form controls keep their text; other text characters are untouched', () => {
  const island = '<div data-island="spec-list" data-props="{}"><dd>\u2066WiFi\u2069 أو</dd></div>';
  const script = '<script type="application/json">{"a":"\u2066x\u2069"}</script>';
  const html = isolatesAsMarkup(doc('rtl', `${island}${script}<textarea>\u2066y\u2069</textarea><p>نص &amp; \u2066z\u2069</p>`));
  expect(bodyOf(html)).toBe(`${island}${script}<textarea>\u2066y\u2069</textarea><p><span>نص &amp; <bdi dir="ltr">z</bdi></span></p>`);
});

test('a left-to-right page, or one without isolates outside its islands, is left as it was written', () => {
  expect(isolatesAsMarkup(doc('ltr', '<p>\u2066WiFi\u2069</p>'))).toBeUndefined();
  expect(isolatesAsMarkup(doc('rtl', '<p>بلا عزل</p>'))).toBeUndefined();
  expect(isolatesAsMarkup(doc('rtl', '<div data-island="tile"><p>\u2066x\u2069</p></div>'))).toBeUndefined();
});
