/**
 * The header's menus are <details>, which open and close without JavaScript; with it, an open menu
 * also closes on Escape (focus back on its summary when it was inside) and on a click anywhere
 * outside it, as a menu does. Inline (a few hundred bytes in the HTML), so it runs as its own source
 * text and must not use anything from outside.
 */
import { inlineCall } from '../../lib/html/inline-script.ts';

function closeMenus({ selector }: { selector: string }): void {
  const openMenus = (): HTMLDetailsElement[] => [...document.querySelectorAll<HTMLDetailsElement>(`${selector}[open]`)];
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      const hadFocus = menu.contains(document.activeElement);
      menu.open = false;
      if (hadFocus) menu.querySelector('summary')?.focus();
    }
  });
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const menu of openMenus()) if (target === null || !menu.contains(target)) menu.open = false;
  });
}

/** The script closing every menu of the header matched by `selector`. */
export const inlineMenuClosing = (selector: string): string => inlineCall(closeMenus, { selector });
