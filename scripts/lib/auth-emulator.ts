/**
 * The Firebase Auth Emulator as a child process: started on a port of our choosing (or reused when
 * one already answers there), ready when its config endpoint answers, stopped with its processes.
 * `npm start` runs it for sign-in; the test command starts it early so that it is up by the time
 * the browser tests need it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_FIREBASE_PROJECT } from '../../src/lib/config/accounts.ts';

const root = join(import.meta.dirname, '..', '..');
const READY_MS = 90_000;

/** Whether something answers HTTP on the port, and whether it is a Firebase Auth Emulator. */
async function probe(origin: string): Promise<'emulator' | 'other' | 'none'> {
  try {
    const response = await fetch(`${origin}/emulator/v1/projects/${DEMO_FIREBASE_PROJECT}/config`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.ok ? 'emulator' : 'other';
  } catch (error) {
    return (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED' ? 'none' : 'other';
  }
}

/** Stops a detached child and its processes, and waits for it to exit. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      resolve();
    }),
  );
  process.kill(-child.pid, 'SIGINT');
  return exited;
}

/**
 * Starts the Auth Emulator on the port, with a copy of firebase.json written into `stateDir` that
 * names that port, and resolves when it answers; resolves null when an emulator already runs there.
 * Rejects naming the port, or with the emulator's last lines when it exits or stays silent.
 */
export async function startAuthEmulator(port: number, stateDir: string): Promise<ChildProcess | null> {
  const origin = `http://127.0.0.1:${String(port)}`;
  const found = await probe(origin);
  if (found === 'emulator') return null;
  if (found === 'other')
    throw new Error(`Auth Emulator: port ${String(port)} is in use; choose another with --auth-port N`);
  mkdirSync(stateDir, { recursive: true });
  const config = join(stateDir, 'firebase.json');
  const base = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
    emulators: { auth: { port: number } };
  };
  writeFileSync(
    config,
    JSON.stringify({ ...base, emulators: { ...base.emulators, auth: { ...base.emulators.auth, port } } }),
  );
  const emulator = spawn(
    'firebase',
    ['emulators:start', '--only', 'auth', '--project', DEMO_FIREBASE_PROJECT, '--config', config],
    {
      cwd: root,
      // CI=1 keeps it from its one outside fetch; detached, so Ctrl+C reaches it only through us.
      env: { ...process.env, CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer): void => {
    output.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    output.splice(0, Math.max(0, output.length - 12));
  };
  emulator.stdout.on('data', keep);
  emulator.stderr.on('data', keep);
  const deadline = Date.now() + READY_MS;
  while ((await probe(origin)) !== 'emulator') {
    if (emulator.exitCode !== null || emulator.signalCode !== null) {
      throw new Error(
        `Auth Emulator: exited before it was ready (exit ${String(emulator.exitCode ?? emulator.signalCode)}):\n    ${output.join('\n    ')}`,
      );
    }
    if (Date.now() > deadline) {
      await stopChild(emulator);
      throw new Error(
        `Auth Emulator: not ready on port ${String(port)} after ${String(READY_MS / 1000)} s:\n    ${output.join('\n    ')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return emulator;
}
