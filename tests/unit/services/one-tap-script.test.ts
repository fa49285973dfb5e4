/**
 * Google one-tap on a page that has not loaded Google Identity Services yet: the script is added
 * once, for a signed-out visitor, and the prompt follows its load; a script that fails to load is
 * logged and prompts nothing. The script's `window.google` is a recording stand-in, set when the
 * stand-in document "loads" it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANONYMOUS_USER } from '../../../src/lib/accounts/user.ts';
import { showOneTap } from '../../../src/services/auth/one-tap.ts';
import { $user } from '../../../src/stores/user.ts';

interface FakeScript {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
}

const calls: string[] = [];
let scripts: FakeScript[];
let page: { google?: object };

const google = {
  accounts: {
    id: {
      initialize: (options: { client_id: string }) => calls.push(`initialize ${options.client_id}`),
      prompt: () => calls.push('prompt'),
      cancel: () => calls.push('cancel'),
    },
  },
};

beforeEach(() => {
  calls.length = 0;
  scripts = [];
  page = {};
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', {
    createElement: (): FakeScript => ({ src: '', async: false, onload: null, onerror: null }),
    head: { append: (script: FakeScript) => scripts.push(script) },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('one-tap before Google Identity Services has loaded', () => {
  it("adds Google's script once for a signed-out visitor and prompts once it has loaded", async () => {
    $user.set({ loading: true, user: ANONYMOUS_USER });
    showOneTap('client-1', () => Promise.resolve());
    $user.set({ loading: false, user: ANONYMOUS_USER });
    $user.set({ loading: false, user: { ...ANONYMOUS_USER } });
    expect(scripts.map((script) => [script.src, script.async])).toEqual([
      ['https://accounts.google.com/gsi/client', true],
    ]);
    expect(calls).toEqual([]);
    page.google = google;
    scripts[0]?.onload?.();
    await vi.waitFor(() => {
      expect(calls).toEqual(['initialize client-1', 'prompt']);
    });
  });

  it('logs a script that fails to load, naming it, and prompts nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    $user.set({ loading: true, user: ANONYMOUS_USER });
    showOneTap('client-2', () => Promise.resolve());
    $user.set({ loading: false, user: ANONYMOUS_USER });
    const script = scripts.at(-1);
    script?.onerror?.();
    await vi.waitFor(() => {
      expect(errors).toHaveBeenCalledWith(new Error('Failed to load https://accounts.google.com/gsi/client'));
    });
    expect(calls).toEqual([]);
    errors.mockRestore();
  });
});
