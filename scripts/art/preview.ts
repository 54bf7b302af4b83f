/**
 * tsx scripts/art/preview.ts <out.png> [file filter] — a contact sheet of the pictures the art
 * script draws, each with its name and its robots' safe areas outlined, to look at while drawing.
 */
import sharp, { type OverlayOptions } from 'sharp';
import { pictures } from './pictures';

const [out = 'screens/art.png', filter = ''] = process.argv.slice(2);
const chosen = pictures().filter((picture) => picture.file.includes(filter));
const cell = { w: 420, h: 330 };
const columns = 4;
const layers: OverlayOptions[] = [];
for (const [i, picture] of chosen.entries()) {
  // Outline each robot's safe area in magenta on top of the picture.
  const boxes = [...picture.svg.matchAll(/<svg width="([\d.]+)" height="([\d.]+)" x="([\d.-]+)" y="([\d.-]+)" data-robot="[^"]+"/g)]
    .map(([, w, h, x, y]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#ff00ff" stroke-width="3"/>`)
    .join('');
  const outlined = picture.svg.replace(/<\/svg>\s*$/, `${boxes}</svg>`);
  const image = await sharp(Buffer.from(outlined))
    .resize(cell.w - 20, cell.h - 40, { fit: 'contain', background: '#cccccc' })
    .png()
    .toBuffer();
  const label = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${cell.w}" height="24"><text x="10" y="17" font-size="14" font-family="sans-serif">${picture.file}</text></svg>`,
  );
  const left = (i % columns) * cell.w;
  const top = Math.floor(i / columns) * cell.h;
  layers.push({ input: label, left, top }, { input: image, left: left + 10, top: top + 28 });
}
await sharp({ create: { width: columns * cell.w, height: Math.ceil(chosen.length / columns) * cell.h, channels: 3, background: '#ffffff' } })
  .composite(layers)
  .png()
  .toFile(out);
console.log(`${out}: ${chosen.length} pictures`);
