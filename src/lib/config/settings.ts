/**
 * Checks on the site's own settings: "API key must be present without colon";
 * "Analytics region de or us; cookie duration integer." A bad setting is named, never guessed at.
 */

export class SettingError extends Error {
  override name = 'SettingError';
}

/** A setting's value, or undefined when unset or blank: a CI variable that is not defined arrives as an empty string. */
export const setting = (value: string | undefined): string | undefined => value?.trim() || undefined;

/** A search-only API key: present, and without a colon (a colon marks a secured key pair). */
export function checkApiKey(name: string, value: string | undefined): string {
  const key = (value ?? '').trim();
  if (key === '') throw new SettingError(`${name} is required`);
  if (key.includes(':')) throw new SettingError(`${name} must not contain a colon`);
  return key;
}
