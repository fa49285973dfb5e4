import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * The rules whose outcome depends on colours: all that a change of colour scheme can change, since
 * the schemes differ in colours alone (the same markup, other custom-property values).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each, headed
 * by `label`; only those of `rules` when given. axe-core is put into the document once and run there
 * directly: the site has no frame of its own (an ad's is a third party's), and the Playwright
 * wrapper's per-analysis injection and frame walk cost two to three times the analysis itself.
 */
export async function seriousViolations(page: Page, label: string, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: rules === undefined ? { type: 'tag', values: WCAG_TAGS } : { type: 'rule', values: [...rules] },
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async (runOptions) =>
      (
        await (
          window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }
        ).axe.run(document, runOptions)
      ).violations,
    options,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('; ');
      return `${label}: ${violation.id} (${violation.impact ?? ''}) ${violation.help} at ${targets}`;
    });
}
