/**
 * Work on the league data that the build needs besides the pages (the CSV files' texts, the share
 * images' cards), done in one worker thread while Astro renders the pages on the main one: on a
 * machine of two cores it then costs the build little time. The thread loads the league once, and
 * ends as soon as it has answered every task posted, so that its copy of the league and what it
 * worked out from it (about 900 MB at ten times the league) are given back before the pages'
 * rendering needs the most memory. The build's main thread holds no copy besides the pages' own.
 */
import { Worker } from 'node:worker_threads';
import type { CsvText, CsvTextsTask } from './csv-files.ts';
import type { ShareImage } from '../../src/data/share-cards.ts';

export type LeagueTask = ({ kind: 'csv' } & CsvTextsTask) | { kind: 'share-images' };

/** What each task answers. */
interface LeagueTaskResults {
  csv: CsvText[];
  'share-images': ShareImage[];
}

export type LeagueTaskAnswer = { id: number; result: unknown } | { id: number; error: string };

const THREAD = new URL('./league-worker-thread.ts', import.meta.url);

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();

function failAll(error: Error): void {
  for (const { reject } of waiting.values()) reject(error);
  waiting.clear();
  void worker?.terminate();
  worker = undefined;
}

function thread(): Worker {
  if (worker !== undefined) return worker;
  const started = new Worker(THREAD);
  started.on('message', (answer: LeagueTaskAnswer) => {
    const task = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (waiting.size === 0) {
      worker = undefined;
      void started.terminate();
    }
    if ('error' in answer) task?.reject(new Error(`the league worker failed: ${answer.error}`));
    else task?.resolve(answer.result);
  });
  started.once('error', failAll);
  started.once('exit', (code) => {
    if (worker === started) failAll(new Error(`the league worker stopped (exit ${String(code)})`));
  });
  worker = started;
  return started;
}

/** Posts a task to the worker thread (started on the first); its answer, or why it failed. */
export function inLeagueWorker<T extends LeagueTask>(task: T): Promise<LeagueTaskResults[T['kind']]> {
  const id = nextId++;
  const answer = new Promise<unknown>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
  });
  thread().postMessage({ id, task });
  return answer as Promise<LeagueTaskResults[T['kind']]>;
}
