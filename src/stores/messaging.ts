/** The in-app message on screen, or null. */
import { atom } from 'nanostores';
import type { InAppMessage } from '../api/schemas/message.ts';

export const $inAppMessage = atom<InAppMessage | null>(null);
