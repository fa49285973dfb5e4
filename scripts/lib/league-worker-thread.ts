/**
 * The worker thread of league-worker.ts: it loads the league once and answers each task the build
 * posts (the CSV files' texts, the share images' cards) while the main thread renders the pages.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { shareImages } from '../../src/data/share-cards.ts';
import { loadLeague } from '../../src/data/snapshot.ts';
import { csvTexts } from './csv-files.ts';
import type { LeagueTask, LeagueTaskAnswer } from './league-worker.ts';

// The pages come first: this thread (alone, on Linux) takes the CPU time that their rendering leaves.
setPriority(19);

const league = loadLeague();

async function run(task: LeagueTask): Promise<unknown> {
  switch (task.kind) {
    case 'csv':
      return csvTexts(await league, task);
    case 'share-images':
      return shareImages(await league);
  }
}

parentPort?.on('message', ({ id, task }: { id: number; task: LeagueTask }) => {
  run(task).then(
    (result) => parentPort?.postMessage({ id, result } satisfies LeagueTaskAnswer),
    (error: unknown) =>
      parentPort?.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies LeagueTaskAnswer),
  );
});
