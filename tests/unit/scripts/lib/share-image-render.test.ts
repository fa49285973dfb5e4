/**
 * The share images' renderer and cache: a card draws as a PNG of the share size, the same bytes
 * every time (the incremental build's output must equal a full build's), and an image whose key a
 * cache file already has is not drawn again.
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, inflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeagueData } from '../../../../src/data/league.ts';
import { shareImages, type ShareImage } from '../../../../src/data/share-cards.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../../../../src/data/store.ts';
import { cacheShareImages, cardSvg, imageKey, renderCard } from '../../../../scripts/lib/share-image-render.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, which follows the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * The RGBA pixels of an 8-bit RGBA PNG, any row filter: a decoder of the format's own rules, so that
 * the renderer's encoder is checked against resvg's, not against itself. Every chunk's CRC is checked.
 */
function pngPixels(png: Buffer): Uint8Array {
  const { width, height } = pngSize(png);
  expect([png[24], png[25], png[28]]).toEqual([8, 6, 0]); // 8 bits, RGBA, not interlaced
  const compressed: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    if (type === 'IDAT') compressed.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(compressed));
  const stride = width * 4;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = rows[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const raw = rows[y * (stride + 1) + 1 + x] ?? 0;
      const left = x >= 4 ? (pixels[y * stride + x - 4] ?? 0) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + x] ?? 0) : 0;
      const upLeft = x >= 4 && y > 0 ? (pixels[(y - 1) * stride + x - 4] ?? 0) : 0;
      const estimate = left + up - upLeft;
      const [toLeft, toUp, toUpLeft] = [
        Math.abs(estimate - left),
        Math.abs(estimate - up),
        Math.abs(estimate - upLeft),
      ];
      const paeth = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      const predictor = [0, left, up, (left + up) >> 1, paeth][filter ?? -1];
      if (predictor === undefined) throw new Error(`row ${String(y)}: unknown filter ${String(filter)}`);
      pixels[y * stride + x] = (raw + predictor) & 0xff;
    }
  }
  return pixels;
}

let game: ShareImage;
let player: ShareImage;
const cacheDir = mkdtempSync(join(tmpdir(), 'share-images-'));

beforeAll(async () => {
  const images = shareImages(new LeagueData(await readSnapshot(DEFAULT_SNAPSHOT_DIR)));
  const first = (kind: string) => images.find((image) => image.card.kind === kind);
  const [gameImage, playerImage] = [first('game'), first('player')];
  if (!gameImage || !playerImage) throw new Error('the league has games and players');
  [game, player] = [gameImage, playerImage];
});

afterAll(() => {
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('a share image', () => {
  it('is a 1200 x 630 PNG, the same bytes each time it is drawn', async () => {
    const [once, again] = [await renderCard(game.card), await renderCard(game.card)];
    expect(pngSize(once)).toEqual({ width: 1200, height: 630 });
    expect(once.equals(again)).toBe(true);
  });

  it("has the very pixels of resvg's raster, as resvg's own PNG encoder gives them", async () => {
    const svg = await cardSvg(player.card);
    const resvgPng = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
    expect(pngPixels(await renderCard(player.card))).toEqual(pngPixels(resvgPng));
  });

  it('is kept in the cache while its key is unchanged, and drawn again when what it shows changes', async () => {
    const first = await cacheShareImages([game, player], cacheDir);
    expect(first.rendered).toBe(2);
    expect(first.files.map((file) => file.path)).toEqual([game.path, player.path]);
    const written = first.files.map((file) => statSync(file.file).mtimeMs);

    const second = await cacheShareImages([game, player], cacheDir);
    expect(second.rendered).toBe(0);
    expect(second.files).toEqual(first.files);
    expect(second.files.map((file) => statSync(file.file).mtimeMs)).toEqual(written);

    if (player.card.kind !== 'player') throw new Error('a player card');
    const traded = { ...player, card: { ...player.card, jersey: '#99' } };
    expect(imageKey(traded.card)).not.toBe(imageKey(player.card));
    const third = await cacheShareImages([game, traded], cacheDir);
    expect(third.rendered).toBe(1);
    expect(third.files[0]).toEqual(first.files[0]);
    expect(third.files[1]?.file).not.toBe(first.files[1]?.file);
    expect(pngSize(readFileSync(third.files[1]?.file ?? ''))).toEqual({ width: 1200, height: 630 });
  });
});
