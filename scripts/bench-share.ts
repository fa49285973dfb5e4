/**
 * `npm run bench:share`: what the share images cost the build. Draws every image of the bundled
 * data one after another and prints the CPU time per image (satori's layout, then resvg's raster and
 * PNG), the total for the site, and the files' size; then how many images a game's final changes
 * (the league before the newest season's last final against the league after it), which is what
 * the post-game build draws again. CPU time moves less than wall time on a busy machine. Asserts
 * nothing.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LeagueData } from '../src/data/league.ts';
import { shareImages, type ShareImage } from '../src/data/share-cards.ts';
import { DEFAULT_SNAPSHOT_DIR, readSnapshot } from '../src/data/store.ts';
import { rewindLastFinal } from './lib/before-final.ts';
import { cardSvg, imageKey, svgToPng } from './lib/share-image-render.ts';

const snapshotDir = process.env['PLL_SNAPSHOT_DIR'] || DEFAULT_SNAPSHOT_DIR;
const images = shareImages(new LeagueData(await readSnapshot(snapshotDir)));

/** The process's CPU time so far, in milliseconds (every thread). */
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

interface Cost {
  count: number;
  layoutMs: number;
  rasterMs: number;
  bytes: number;
}

const costs = new Map<ShareImage['card']['kind'], Cost>();
// The first drawing parses the fonts and compiles the layout engine: left out of the figures.
if (images[0] !== undefined) await cardSvg(images[0].card);
const started = performance.now();
const startedCpu = cpuMs();
for (const { card } of images) {
  const before = cpuMs();
  const svg = await cardSvg(card);
  const laidOut = cpuMs();
  const png = svgToPng(svg);
  const cost = costs.get(card.kind) ?? { count: 0, layoutMs: 0, rasterMs: 0, bytes: 0 };
  cost.count += 1;
  cost.layoutMs += laidOut - before;
  cost.rasterMs += cpuMs() - laidOut;
  cost.bytes += png.length;
  costs.set(card.kind, cost);
  // resvg frees an image's memory in a finalizer, which runs only when the event loop turns (in the
  // build's worker, at each file write). Without a turn here the run grew to 5.6 GB and its figures
  // were two-fifths page faults.
  await new Promise((resolve) => setImmediate(resolve));
}
const wall = (performance.now() - started) / 1000;
// Everything the run took, the freeing and collecting between the images included.
const totalMs = cpuMs() - startedCpu;

const per = (total: number, count: number): string => `${(total / count).toFixed(1)} ms`;
console.log('share images: CPU per image (layout + raster and PNG), count, CPU for all, size');
let totalBytes = 0;
for (const [kind, cost] of costs) {
  const all = cost.layoutMs + cost.rasterMs;
  totalBytes += cost.bytes;
  console.log(
    `  ${kind.padEnd(7)} ${per(cost.layoutMs, cost.count)} + ${per(cost.rasterMs, cost.count)} = ${per(all, cost.count)} x ${String(cost.count)} = ${(all / 1000).toFixed(1)} s CPU, ${(cost.bytes / cost.count / 1024).toFixed(0)} kB each`,
  );
}
console.log(
  `  all     ${String(images.length)} images: ${(totalMs / 1000).toFixed(1)} s CPU (${per(totalMs, images.length)} each, the freeing between them included), ${wall.toFixed(1)} s wall drawn one by one, ${(totalBytes / 1024 / 1024).toFixed(1)} MB`,
);

// The post-game build draws again only the images whose key changed.
const work = mkdtempSync(join(tmpdir(), 'bench-share-'));
try {
  cpSync(snapshotDir, work, { recursive: true });
  const game = rewindLastFinal(work);
  const before = new Set(shareImages(new LeagueData(await readSnapshot(work))).map(({ card }) => imageKey(card)));
  const changed = images.filter(({ card }) => !before.has(imageKey(card)));
  const count = (kind: ShareImage['card']['kind']): number => changed.filter(({ card }) => card.kind === kind).length;
  const byKind = [...costs.keys()].map((kind) => `${String(count(kind))} ${kind}`).join(', ');
  console.log(
    `post-game (${game} goes final): ${String(changed.length)} of ${String(images.length)} images drawn again (${byKind}), about ${((changed.length * totalMs) / images.length / 1000).toFixed(1)} s CPU`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
