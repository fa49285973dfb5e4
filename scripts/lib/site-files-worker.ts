/**
 * The worker thread that lists the files of the last published site when a build in place starts
 * (in-place-build.ts), while the build goes on: the site is a folder per page, and reading tens of
 * thousands of folders took most of a second at ten times the league. Answers with their paths.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

const site = workerData as string;
parentPort?.postMessage(
  readdirSync(site, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name)),
);
