/**
 * The worker thread that draws the share images while Astro renders the pages (share-images.ts):
 * given the images, it draws every one its cache folder lacks and answers with the images' files
 * and the CPU time the thread took, which the build logs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ShareImage } from '../../src/data/share-cards.ts';
import { cacheShareImages } from './share-image-render.ts';

// At the system's normal priority, beside the pages. At the lowest, it drew with what the pages
// left, and a build from an empty cache then waited for the images alone on one core: 52 s at ten
// times the league (186.7 s in all) against 20.6 s (166.9 s) at the normal one.

const { images, cacheDir } = workerData as { images: ShareImage[]; cacheDir: string };
const started = process.threadCpuUsage();
const cached = await cacheShareImages(images, cacheDir);
const { user, system } = process.threadCpuUsage(started);
parentPort?.postMessage({ ...cached, cpuSeconds: (user + system) / 1e6 });
