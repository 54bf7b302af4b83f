/**
 * Post-build step: encodes the responsive copies of every JPEG/PNG under content/images/ that the
 * loaders planned (src/content/image-variants.ts), into build/client. Encoded files are cached
 * by content hash in node_modules/.cache/responsive-images, so later builds only copy them.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import sharp from 'sharp';
import { fallbackFormat, isRaster, planVariants, VARIANT_DIR, type VariantFile } from '../../src/content/image-variants';
import { contentHash, rasterSize } from '../../src/content/images.server';

const SOURCE = join(process.cwd(), 'content', 'images');
const CACHE = join(process.cwd(), 'node_modules', '.cache', 'responsive-images');

function rasters(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === VARIANT_DIR ? [] : rasters(full);
    return isRaster(name) ? [full] : [];
  });
}

async function encode(input: Buffer, file: VariantFile, target: string): Promise<void> {
  // rotate() applies the EXIF orientation, as the loader's size reading does.
  const pipeline = sharp(input).rotate().resize({ width: file.width, withoutEnlargement: true });
  const formatted =
    file.format === 'avif'
      ? pipeline.avif({ quality: 50, effort: 4 })
      : file.format === 'webp'
        ? pipeline.webp({ quality: 75 })
        : file.format === 'png'
          ? pipeline.png({ compressionLevel: 9, palette: true })
          : pipeline.jpeg({ quality: 80, mozjpeg: true });
  await formatted.toFile(target);
}

/** Writes every planned copy into `out` (build/client); returns how many were encoded fresh. */
export async function responsiveImagesStep(out: string): Promise<void> {
  let encoded = 0;
  let copied = 0;
  for (const full of rasters(SOURCE)) {
    const bytes = readFileSync(full);
    const size = rasterSize(bytes);
    if (!size) throw new Error(`responsive images: cannot read the size of content/images/${relative(SOURCE, full)}`);
    const src = `/images/${relative(SOURCE, full).split('\\').join('/')}`;
    const { files } = planVariants(src, contentHash(bytes), size.width, fallbackFormat(bytes));
    for (const file of files) {
      const cached = join(CACHE, file.path);
      if (!existsSync(cached)) {
        mkdirSync(dirname(cached), { recursive: true });
        await encode(bytes, file, cached);
        encoded++;
      } else copied++;
      const target = join(out, file.path);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(cached, target);
    }
  }
  if (encoded + copied) console.log(`postbuild: responsive images — ${encoded} encoded, ${copied} from cache.`);
}
