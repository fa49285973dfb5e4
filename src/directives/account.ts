/**
 * `client:account`: the account button hydrates on the first interaction, like the search box, and
 * at once only when the account service has work on this page: the browser holds a session, or
 * the URL carries a custom token (fbct), a sign-in link or referral values. A signed-out visitor's
 * first load so gets no account JavaScript beyond this check.
 */
import type { ClientDirective } from 'astro';
import { pageHasAccountWork } from '../services/auth/local-values.ts';
import { hydrateOnFirstInteraction } from './interaction.ts';

const hydrateForAccount: ClientDirective = (load, _options, element) => {
  if (pageHasAccountWork()) void load().then((hydrate) => hydrate());
  else hydrateOnFirstInteraction(load, element);
};

export default hydrateForAccount;
