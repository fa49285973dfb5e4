/**
 * The worker thread that readies the share images while Astro renders the pages (share-images.ts):
 * it reads the league, draws every image its cache folder lacks, and answers with the images' files.
 */
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { shareImages } from '../../src/data/share-cards.ts';
import { loadLeague } from '../../src/data/snapshot.ts';
import { cacheShareImages } from './share-image-render.ts';

// The pages come first: this thread (alone, on Linux) takes the CPU time that their rendering leaves.
setPriority(19);

const { cacheDir } = workerData as { cacheDir: string };
parentPort?.postMessage(await cacheShareImages(shareImages(await loadLeague()), cacheDir));
