/**
 * The worker thread that draws the share images while Astro renders the pages (share-images.ts):
 * given the images, it draws every one its cache folder lacks and answers with the images' files.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import type { ShareImage } from '../../src/data/share-cards.ts';
import { cacheShareImages } from './share-image-render.ts';

// The pages come first: this thread (alone, on Linux) takes the CPU time that their rendering leaves.
setPriority(19);

const { images, cacheDir } = workerData as { images: ShareImage[]; cacheDir: string };
parentPort?.postMessage(await cacheShareImages(images, cacheDir));
