import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The rules whose outcome depends on colours: all that a change of colour scheme can change, since
 * the schemes differ in colours alone (the same markup, other custom-property values).
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical WCAG 2.1 A/AA violations on the page as it is now, one line each, headed
 * by `label`; only those of `rules` when given. Legacy mode runs axe inside the page rather than opening a page per analysis to merge
 * each frame's results: the site has no frame of its own (an ad's is a third party's), and it is two
 * to three times faster; only violations are collected, not every passing node.
 */
export async function seriousViolations(page: Page, label: string, rules?: readonly string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  const { violations } = await (rules === undefined ? builder : builder.withRules([...rules])).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join('; ');
      return `${label}: ${violation.id} (${violation.impact ?? ''}) ${violation.help} at ${targets}`;
    });
}
