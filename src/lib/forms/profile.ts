/**
 * The profile-completion form: "first name, last name, email, zip required, shown
 * only if missing; alternate email uses email rule; favTeam lowercased."
 */

export const REQUIRED_PROFILE_FIELDS = ['firstName', 'lastName', 'email', 'zip'] as const;
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number];

type ProfileValues = Partial<Readonly<Record<RequiredProfileField, string | null | undefined>>>;

/** The required fields the user has not filled: the form shows only these (none: no form). */
export function missingProfileFields(user: ProfileValues): RequiredProfileField[] {
  return REQUIRED_PROFILE_FIELDS.filter((field) => (user[field] ?? '').trim() === '');
}

/** "favTeam lowercased" (and trimmed); an empty choice is no choice. */
export function normalizeFavTeam(favTeam: string | null | undefined): string | null {
  const value = (favTeam ?? '').trim().toLowerCase();
  return value === '' ? null : value;
}
