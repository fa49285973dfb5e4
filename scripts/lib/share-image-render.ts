/**
 * Draws a share card as a PNG: satori lays the card out (share-card-layout.ts) into an SVG, its text
 * as glyph outlines from the site's own typefaces (the static @fontsource files: satori reads WOFF,
 * not WOFF2), resvg rasterises that, and Node's zlib packs it as a PNG. The same card gives the
 * same bytes, build after build.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { threadId } from 'node:worker_threads';
import { crc32, deflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import satori, { type SatoriOptions } from 'satori';
import type { ShareImage } from '../../src/data/share-cards.ts';
import { SHARE_IMAGE_SIZE, type ShareCard } from '../../src/lib/share/cards.ts';
import { cardLayout, DISPLAY_FONT, TEXT_FONT } from './share-card-layout.ts';

const require = createRequire(import.meta.url);

/** The typefaces' weights the cards use, as files. */
const FONT_FILES = [
  {
    name: TEXT_FONT,
    weight: 500,
    style: 'normal',
    file: require.resolve('@fontsource/inter/files/inter-latin-500-normal.woff'),
  },
  {
    name: TEXT_FONT,
    weight: 700,
    style: 'normal',
    file: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
  },
  {
    name: DISPLAY_FONT,
    weight: 900,
    style: 'normal',
    file: require.resolve('@fontsource/roboto-condensed/files/roboto-condensed-latin-900-normal.woff'),
  },
  {
    name: DISPLAY_FONT,
    weight: 900,
    style: 'italic',
    file: require.resolve('@fontsource/roboto-condensed/files/roboto-condensed-latin-900-italic.woff'),
  },
] as const;

let fonts: SatoriOptions['fonts'] | undefined;

/** Read once: satori keeps its parsed fonts by the identity of this list. */
function cardFonts(): SatoriOptions['fonts'] {
  fonts ??= FONT_FILES.map(({ name, file, weight, style }) => ({
    name,
    data: readFileSync(file),
    weight,
    style,
  }));
  return fonts;
}

/** The card as an SVG document (its text drawn as outlines). */
export function cardSvg(card: ShareCard): Promise<string> {
  // satori takes React elements; the layout builds the same shape without React.
  return satori(cardLayout(card) as unknown as Parameters<typeof satori>[0], {
    ...SHARE_IMAGE_SIZE,
    fonts: cardFonts(),
  });
}

/**
 * An SVG rasterised as a PNG on the calling thread alone: the build's worker thread then keeps to
 * one core, and leaves the other to Astro's pages. The text is outlines already: no font is loaded.
 */
export function svgToPng(svg: string): Buffer {
  const raster = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  return encodePng(raster.width, raster.height, raster.pixels);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * zlib's level 3: as fast here as levels 1 and 2 (about 3 ms a card), with smaller files; level 4
 * takes three times as long.
 */
const PNG_DEFLATE_LEVEL = 3;

/** A PNG chunk: its data's length, its type and data, then their CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

let rowsOfLastSize: Buffer | undefined;

/**
 * The rows to compress, in one buffer kept from card to card (they all have the same size). A new
 * 3 MB buffer for each card made V8 collect its whole heap every few cards, memory outside the heap
 * counting toward a collection: about a tenth of a card's CPU. Each row starts with its filter type,
 * 0 (none): the buffer is zeroed, and only the rows' pixels are written into it.
 */
function rowsBuffer(size: number): Buffer {
  if (rowsOfLastSize?.length !== size) rowsOfLastSize = Buffer.alloc(size);
  return rowsOfLastSize;
}

/**
 * RGBA pixels as a PNG of unfiltered rows. resvg's own encoder tries a filter on every row and
 * compresses hard: about 13 ms of a card's 30. This takes about 3 ms, for files a sixth larger (43 kB
 * against 37 on average): a full build from an empty cache waited for the images after its pages.
 * resvg's pixels are premultiplied and PNG's are not, which is the same thing here: every card
 * paints an opaque background, so no pixel is translucent.
 */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  const rowBytes = width * 4;
  const rows = rowsBuffer((rowBytes + 1) * height);
  for (let row = 0; row < height; row++) {
    rows.set(rgba.subarray(row * rowBytes, (row + 1) * rowBytes), row * (rowBytes + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type: RGBA
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: PNG_DEFLATE_LEVEL })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The card as a PNG. */
export async function renderCard(card: ShareCard): Promise<Buffer> {
  return svgToPng(await cardSvg(card));
}

let fingerprint: string | undefined;

/**
 * What else than the card decides an image's bytes: the layout and this renderer's code, the font
 * files and the versions of satori, resvg and zlib. Part of every image's key, so that a change to
 * any of them draws every image again.
 */
export function rendererFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  const hash = createHash('sha256');
  for (const module of [import.meta.url, new URL('./share-card-layout.ts', import.meta.url).href]) {
    hash.update(readFileSync(fileURLToPath(module)));
  }
  for (const { file } of FONT_FILES) hash.update(readFileSync(file));
  for (const name of ['satori', '@resvg/resvg-js']) {
    hash.update(`${name}@${(require(`${name}/package.json`) as { version: string }).version}`);
  }
  hash.update(`zlib@${process.versions.zlib}`);
  fingerprint = hash.digest('base64url');
  return fingerprint;
}

/** An image's key: a hash of what it shows and of what draws it. */
export function imageKey(card: ShareCard): string {
  return createHash('sha256').update(rendererFingerprint()).update(JSON.stringify(card)).digest('base64url');
}

/** A share image ready in the cache: its path on the site and the cache file that holds it. */
export interface CachedImage {
  path: string;
  file: string;
}

/**
 * Makes sure every image is in `cacheDir`, named by its key: an image whose key a cache file has is
 * kept as it is, the others are drawn. Each file is written whole (a temporary file renamed), so a
 * build that stops halfway, or another drawing the same key, leaves no broken image under a key.
 */
export async function cacheShareImages(
  images: readonly ShareImage[],
  cacheDir: string,
): Promise<{ files: CachedImage[]; rendered: number }> {
  await mkdir(cacheDir, { recursive: true });
  const files: CachedImage[] = [];
  let rendered = 0;
  for (const { path, card } of images) {
    const file = join(cacheDir, `${imageKey(card)}.png`);
    files.push({ path, file });
    if (existsSync(file)) continue;
    // A temporary file of this thread's own: builds sharing the folder may draw the same key at once.
    const temporary = `${file}.${String(process.pid)}-${String(threadId)}.tmp`;
    await writeFile(temporary, await renderCard(card));
    await rename(temporary, file);
    rendered += 1;
  }
  return { files, rendered };
}
