/** The built site the browser tests serve and read: dist, or the folder E2E_DIST names. */
import { resolve } from 'node:path';

export const dist = resolve(import.meta.dirname, '../..', process.env['E2E_DIST'] ?? 'dist');
