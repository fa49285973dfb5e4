/**
 * Error reporting's lazy start: the errors and rejections a page meets while it loads are kept, and
 * once the page has loaded and is idle the SDK starts and gets them, in order; from then on the SDK's
 * own handlers catch errors. The SDK module is replaced by a recorder here: what is tested is the
 * page side, when the SDK starts and what it is handed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorReportingConfig } from '../../../src/lib/config/error-reporting.ts';

const captured: unknown[] = [];
const startSentry = vi.fn<(config: ErrorReportingConfig) => (error: unknown) => void>(() => (error) => {
  captured.push(error);
});
vi.mock('../../../src/services/errors/sentry.ts', () => ({ startSentry }));

const { startErrorReporting } = await import('../../../src/services/errors/bootstrap.ts');

const CONFIG = { dsn: 'https://key@errors.example/1' } as ErrorReportingConfig;

type Listener = (event: object) => void;
let listeners: Map<string, Listener[]>;
let idle: (() => void)[];
let page: { readyState: string };

beforeEach(() => {
  captured.length = 0;
  startSentry.mockClear();
  listeners = new Map();
  idle = [];
  page = { readyState: 'loading' };
  vi.stubGlobal('addEventListener', (type: string, listener: Listener) => {
    listeners.set(type, [...(listeners.get(type) ?? []), listener]);
  });
  vi.stubGlobal('removeEventListener', (type: string, listener: Listener) => {
    listeners.set(
      type,
      (listeners.get(type) ?? []).filter((entry) => entry !== listener),
    );
  });
  vi.stubGlobal('document', page);
  vi.stubGlobal('window', { requestIdleCallback: () => undefined });
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function dispatch(type: string, event: object): void {
  for (const listener of listeners.get(type) ?? []) listener(event);
}

describe('error reporting start', () => {
  it('keeps the errors met while loading and hands them to the SDK once the page is loaded and idle', async () => {
    startErrorReporting(CONFIG);
    const thrown = new Error('boom');
    dispatch('error', { error: thrown, message: 'Uncaught Error: boom' });
    dispatch('error', { error: null, message: 'Script error.' });
    dispatch('unhandledrejection', { reason: 'rejected' });
    expect(idle).toEqual([]);
    dispatch('load', {});
    expect(startSentry).not.toHaveBeenCalled();
    for (const callback of idle.splice(0)) callback();
    await vi.waitFor(() => {
      expect(captured).toEqual([thrown, 'Script error.', 'rejected']);
    });
    expect(startSentry).toHaveBeenCalledWith(CONFIG);
    // The SDK's own handlers take over: the page's keepers are gone.
    expect(listeners.get('error')).toEqual([]);
    expect(listeners.get('unhandledrejection')).toEqual([]);
  });

  it('on a page already loaded, starts at the next idle moment', async () => {
    page.readyState = 'complete';
    startErrorReporting(CONFIG);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await vi.waitFor(() => {
      expect(startSentry).toHaveBeenCalledTimes(1);
    });
    expect(captured).toEqual([]);
  });
});
