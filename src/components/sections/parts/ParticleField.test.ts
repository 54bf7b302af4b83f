import { expect, test } from 'vitest';
import { particleCount } from './ParticleField';

test('draws one particle per 20 px of window width', () => {
  expect(particleCount(390)).toBe(19);
  expect(particleCount(1440)).toBe(72);
  expect(particleCount(1920)).toBe(96);
});

test('draws none in a window narrower than 20 px', () => {
  expect(particleCount(0)).toBe(0);
  expect(particleCount(19)).toBe(0);
});
