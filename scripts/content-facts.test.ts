import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { fillFacts } from './content-facts';

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'content-facts-'));
  mkdirSync(join(root, 'content/products'), { recursive: true });
  mkdirSync(join(root, 'content/ar/products'), { recursive: true });
  writeFileSync(
    join(root, 'content/products/bot.yaml'),
    'name: Bot\nspecs:\n  - { key: link, label: Connectivity, value: "WiFi, LAN or 4G" }\n  - { key: weight, label: Weight, value: About 40 kg }\n  - { key: angle, label: Angle, value: "<360°>" }\n',
  );
  writeFileSync(join(root, 'content/ar/products/bot.yaml'), 'specs:\n  link: { value: "WiFi أو LAN أو 4G" }\n');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('in an Arabic body, each Latin run of a figure in running text becomes a <bdi dir="ltr">', () => {
  expect(fillFacts('الاتصال عبر [[bot.link]] ووزنه [[bot.weight|lower]].', root, 'content/ar/pages/bot.mdx')).toBe(
    'الاتصال عبر <bdi dir="ltr">WiFi</bdi> أو <bdi dir="ltr">LAN</bdi> أو <bdi dir="ltr">4G</bdi> ووزنه <bdi dir="ltr">about\u00A040\u00A0kg</bdi>.',
  );
});

test('in an Arabic body, a figure in code or an attribute is written bare, and MDX syntax in a figure stays text', () => {
  expect(fillFacts('`[[bot.link]]` <Card title="[[bot.weight]]" />', root, 'content/ar/pages/bot.mdx')).toBe(
    '`WiFi أو LAN أو 4G` <Card title="About\u00A040\u00A0kg" />',
  );
  expect(fillFacts('زاوية [[bot.angle]]', root, 'content/ar/pages/bot.mdx')).toBe('زاوية <bdi dir="ltr">&#60;360°&#62;</bdi>');
});

test('an English body gets the figures as they are, with no markup', () => {
  expect(fillFacts('Connects over [[bot.link]], weighs [[bot.weight|lower]].', root, 'content/pages/bot.mdx')).toBe(
    'Connects over WiFi, LAN or 4G, weighs about\u00A040\u00A0kg.',
  );
});
