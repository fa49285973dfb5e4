/**
 * The worker thread that lists the files of the last published site when a build in place starts
 * (in-place-build.ts), while the build goes on: the site is a folder per page, and reading tens of
 * thousands of folders took most of a second at ten times the league. Answers with their paths.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { filesUnder } from './files-under.ts';

const site = workerData as string;
// A first build in place may find no site yet: then there is nothing of an earlier build to remove.
parentPort?.postMessage(filesUnder(site));
