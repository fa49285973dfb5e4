/**
 * Who the visitor is: loading until the session is known, then the signed-in
 * user's record or the anonymous default; and whether the login dialog is open. The account button
 * and the login dialog share them.
 */
import { atom } from 'nanostores';
import { ANONYMOUS_USER, type SiteUser } from '../lib/accounts/user.ts';

export interface UserState {
  loading: boolean;
  user: SiteUser;
}

export const $user = atom<UserState>({ loading: true, user: ANONYMOUS_USER });

export const $loginDialog = atom<boolean>(false);

/** True while /login's own panel is on the page: a sign-in there needs no dialog. */
export const $inlineLogin = atom<boolean>(false);
