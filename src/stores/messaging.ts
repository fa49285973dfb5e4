/** The in-app message on screen (spec section 4, Messaging), or null. */
import { atom } from 'nanostores';
import type { InAppMessage } from '../api/schemas/message.ts';

export const $inAppMessage = atom<InAppMessage | null>(null);
