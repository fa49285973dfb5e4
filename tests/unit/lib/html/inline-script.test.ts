import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { inlineCall } from '../../../../src/lib/html/inline-script.ts';

describe('inline scripts', () => {
  it('call the function with its arguments, which cannot end the <script> element early', () => {
    const text = '</script><script>alert(1)</script>';
    const script = inlineCall(
      (args: { text: string }) => {
        (globalThis as unknown as { received: unknown[] }).received.push(args);
      },
      { text },
    );
    expect(script).not.toContain('</');
    const page = { received: [] as unknown[] };
    runInNewContext(script, page);
    expect(page.received).toEqual([{ text }]);
  });
});
