import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandFonts, renderCard, splitTitle } from './og-images';

describe('preview card titles', () => {
  it('splits a page title into headline, subline and section, without the site name', () => {
    expect(splitTitle('Tara Gen 1 — Humanoid service robot | iHub Robotics', 'iHub Robotics', 'desc')).toEqual({
      eyebrow: '',
      headline: 'Tara Gen 1',
      subline: 'Humanoid service robot',
    });
    expect(splitTitle('Field Deployment Lead | Careers | iHub Robotics', 'iHub Robotics', 'Lead deployments.')).toEqual({
      eyebrow: 'Careers',
      headline: 'Field Deployment Lead',
      subline: 'Lead deployments.',
    });
    expect(splitTitle('iHub Robotics', 'iHub Robotics', 'Robots.')).toEqual({ eyebrow: '', headline: 'iHub Robotics', subline: 'Robots.' });
  });
});

describe('preview card image', () => {
  it('renders a 1200×630 PNG in the brand fonts, with and without artwork', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'og-test-'));
    try {
      const fonts = await brandFonts(dir);
      // TrueType, which pango can read (the packages ship WOFF2 only).
      for (const font of [fonts.display, fonts.text]) expect(readFileSync(font.file).readUInt32BE(0)).toBe(0x00010000);
      const base = {
        path: '/og/x.png',
        siteName: 'iHub Robotics',
        eyebrow: 'Newsroom',
        headline: 'A headline long enough to wrap onto a second line',
        subline: 'Subline',
        address: 'ihubrobotics.com/x',
      };
      for (const card of [base, { ...base, artwork: 'content/images/news/funding.svg' }]) {
        const png = await renderCard(card, fonts);
        const meta = await sharp(png).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
        expect(png.length).toBeLessThan(300_000);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
