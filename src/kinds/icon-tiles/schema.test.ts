import { expect, test } from 'vitest';
import { parseSource } from '~/content/source';
import { validate } from '~/content/validate';
import { schema as iconTiles } from './schema';

const check = (schema: Parameters<typeof validate>[0], yaml: string) => {
  const result = validate(schema, parseSource('content/pages/example.mdx', `---\n${yaml}\n---\n`));
  return result.ok ? [] : result.problems.map((p) => `${p.line}: ${p.field} — ${p.message}`);
};

test('rejects icon tiles without exactly one centre tile', () => {
  const section = `type: icon-tiles
heading: WE ARE BUILDING PHYSICAL AI
tiles:
  - { icon: brain, label: AI Brain }
  - { icon: robot, label: Robotics }
  - { icon: eye, label: Perception }
  - { icon: chip, label: Computing }
  - { icon: spark, label: Physical AI }
  - { icon: bolt, label: Energy }`;
  expect(check(iconTiles, section)).toEqual([expect.stringContaining('tiles — expected exactly one tile with "centre: true"')]);
});
