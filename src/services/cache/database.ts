/**
 * The browser's local database: IndexedDB `PLLStatsDB` (version 3) with the
 * response cache (`cache`) and the image cache (`images`). One connection serves both; it opens on
 * first use, every operation has a timeout, and it closes once idle so other tabs can upgrade.
 *
 * Storage is an optimisation, never a requirement: when IndexedDB is missing, blocked, full or slow,
 * callers get `undefined` and go to the network, with a `storage_failure` event.
 */
import { openDB, type IDBPDatabase } from 'idb';
import { LOCAL_DATABASE, STORAGE_TEXTS } from '../../lib/storage/cache-entry.ts';
import { logEvent } from '../analytics/events.ts';

/** "Storage write timeout 10 s (5 s per-operation default)" */
export const STORAGE_WRITE_TIMEOUT_MS = 10_000;
export const STORAGE_OPERATION_TIMEOUT_MS = 5000;

/** "idle close check at least every 60 s" */
export const STORAGE_IDLE_CHECK_MS = 60_000;

export type Database = IDBPDatabase;

let connection: Promise<Database | null> | null = null;
let busy = 0;
let lastUse = 0;
let idleCheck: ReturnType<typeof setInterval> | undefined;

/** Where failures go: the page's analytics, or, in the service worker, the pages it serves. */
let onStorageFailure = (reason: string): void => {
  logEvent('storage_failure', { reason });
};

export function reportStorageFailuresTo(report: (reason: string) => void): void {
  onStorageFailure = report;
}

export function reportStorageFailure(reason: unknown): void {
  const text = reason instanceof Error ? reason.message : String(reason);
  console.warn(`Local storage: ${text}`);
  onStorageFailure(text);
}

export function withTimeout<Value>(operation: Promise<Value>, ms: number): Promise<Value> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(STORAGE_TEXTS.timedOut));
    }, ms);
    operation.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason: unknown) => {
        clearTimeout(timer);
        reject(reason instanceof Error ? reason : new Error(String(reason)));
      },
    );
  });
}

/** Closes the connection once nothing has used it for a whole check period. */
function closeWhenIdle(): void {
  idleCheck ??= setInterval(() => {
    if (busy > 0 || Date.now() - lastUse < STORAGE_IDLE_CHECK_MS || connection === null) return;
    const closing = connection;
    connection = null;
    clearInterval(idleCheck);
    idleCheck = undefined;
    void closing.then((database) => database?.close());
  }, STORAGE_IDLE_CHECK_MS);
}

async function openDatabase(): Promise<Database | null> {
  if (typeof indexedDB === 'undefined') {
    reportStorageFailure(STORAGE_TEXTS.unavailable);
    return null;
  }
  try {
    const database = await withTimeout(
      openDB(LOCAL_DATABASE.name, LOCAL_DATABASE.version, {
        upgrade(upgrading) {
          for (const store of [LOCAL_DATABASE.responses, LOCAL_DATABASE.images]) {
            if (!upgrading.objectStoreNames.contains(store)) upgrading.createObjectStore(store);
          }
        },
        // Another tab wants a newer version: step aside, and reopen on the next use.
        blocking(_current, _wanted, event) {
          (event.target as IDBDatabase).close();
          connection = null;
        },
        terminated() {
          connection = null;
        },
      }),
      STORAGE_OPERATION_TIMEOUT_MS,
    );
    return database;
  } catch (error) {
    reportStorageFailure(`${STORAGE_TEXTS.unavailable}: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/**
 * Runs one operation within `ms`; undefined when storage is not ready. A failure or timeout is
 * reported and also answers undefined: the caller goes to the network.
 */
export async function withDatabase<Value>(
  operation: (database: Database) => Promise<Value>,
  ms: number,
): Promise<Value | undefined> {
  connection ??= openDatabase();
  busy += 1;
  try {
    const database = await connection;
    if (database === null) return undefined;
    return await withTimeout(operation(database), ms);
  } catch (error) {
    reportStorageFailure(error);
    return undefined;
  } finally {
    busy -= 1;
    lastUse = Date.now();
    closeWhenIdle();
  }
}

/** False (and reported) when the origin's quota cannot take about `bytes` more. */
export async function hasRoomFor(bytes: number): Promise<boolean> {
  if (!('storage' in navigator)) return true;
  const { quota, usage } = await navigator.storage.estimate();
  if (quota === undefined || usage === undefined || quota - usage > bytes) return true;
  reportStorageFailure(STORAGE_TEXTS.insufficient);
  return false;
}
