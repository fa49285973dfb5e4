/**
 * The profile-completion step: the required fields the record lacks (first
 * name, last name, email, zip), an optional alternate email (email rule) and favorite team
 * (lowercased). Submit, Submitting..., Success!; a failed save says so and keeps every value.
 */
import { useState, type SubmitEvent } from 'react';
import type { UserUpdate } from '../../api/schemas/user.ts';
import type { SiteUser } from '../../lib/accounts/user.ts';
import { FAVORITE_TEAMS } from '../../lib/accounts/favorite-teams.ts';
import { checkAlternateEmail, checkEmail } from '../../lib/forms/email.ts';
import { normalizeFavTeam, type RequiredProfileField } from '../../lib/forms/profile.ts';

/** How long Success! shows before the step is done. */
const SUCCESS_SHOWN_MS = 1200;

const LABELS: Record<RequiredProfileField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  zip: 'Zip code',
};
const AUTOCOMPLETE: Record<RequiredProfileField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  zip: 'postal-code',
};

interface Props {
  user: SiteUser;
  missing: readonly RequiredProfileField[];
  save: (update: UserUpdate) => Promise<void>;
  onSaved: () => void;
}

type Values = Record<RequiredProfileField | 'alternateEmail' | 'favTeam', string>;
type State = 'editing' | 'submitting' | 'success';

export default function ProfileForm({ user, missing, save, onSaved }: Props) {
  const [values, setValues] = useState<Values>({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    zip: user.zip ?? '',
    alternateEmail: user.alternateEmail ?? '',
    favTeam: user.favTeam ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<State>('editing');

  const set = (field: keyof Values, value: string): void => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const found: Partial<Record<keyof Values, string>> = {};
    const update: UserUpdate = {};
    for (const field of missing) {
      if (field === 'email') {
        const email = checkEmail(values.email);
        if (email.ok) update.email = email.email;
        else found.email = email.error;
      } else if (values[field].trim() === '') {
        found[field] = `${LABELS[field]} is required.`;
      } else {
        update[field] = values[field].trim();
      }
    }
    const alternate = checkAlternateEmail(values.alternateEmail);
    if (!alternate.ok) found.alternateEmail = alternate.error;
    else if (alternate.email !== null) update.alternateEmail = alternate.email;
    const favTeam = normalizeFavTeam(values.favTeam);
    if (favTeam !== null) update.favTeam = favTeam;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setState('submitting');
    setFailure(null);
    try {
      await save(update);
      setState('success');
      setTimeout(onSaved, SUCCESS_SHOWN_MS);
    } catch (error) {
      setFailure((error as Error).message);
      setState('editing');
    }
  };

  const field = (name: keyof Values, label: string, autoComplete: string, required: boolean) => (
    <div className="profile-field" key={name}>
      <label htmlFor={`profile-${name}`}>{required ? label : `${label} (optional)`}</label>
      <input
        id={`profile-${name}`}
        name={name}
        type={name.toLowerCase().includes('email') ? 'email' : 'text'}
        autoComplete={autoComplete}
        required={required}
        value={values[name]}
        aria-invalid={errors[name] !== undefined}
        aria-describedby={errors[name] === undefined ? undefined : `profile-${name}-error`}
        onChange={(event) => {
          set(name, event.target.value);
        }}
      />
      {errors[name] !== undefined && (
        <p id={`profile-${name}-error`} className="login-error">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className="login-panel profile-form" data-step="profile" onSubmit={(event) => void submit(event)} noValidate>
      <p>Finish your profile</p>
      {missing.map((name) => field(name, LABELS[name], AUTOCOMPLETE[name], true))}
      {field('alternateEmail', 'Alternate email', 'email', false)}
      <div className="profile-field">
        <label htmlFor="profile-favTeam">Favorite team (optional)</label>
        <select
          id="profile-favTeam"
          name="favTeam"
          value={values.favTeam}
          onChange={(event) => {
            set('favTeam', event.target.value);
          }}
        >
          <option value="">No favorite</option>
          {FAVORITE_TEAMS.map((team) => (
            <option key={team.value} value={team.value}>
              {team.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" disabled={state !== 'editing'}>
        {state === 'submitting' ? 'Submitting...' : state === 'success' ? 'Success!' : 'Submit'}
      </button>
      {failure !== null && (
        <p className="login-error" role="alert">
          {failure}
        </p>
      )}
    </form>
  );
}
