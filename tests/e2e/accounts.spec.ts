/**
 * Accounts end to end in Chromium against the Firebase Auth Emulator (started by Playwright with the
 * demo project the build uses) and an embedded league API that checks every user call's ID token
 * with that emulator and keeps the records on disk: email link (the link read from the emulator),
 * phone code (the code read from the emulator), a custom token in fbct, the profile step, logout,
 * the record across a reload and a restart of the API, and the texts shown for bad inputs.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { customToken } from '../support/auth-emulator.ts';
import { startLeagueApi, type LeagueApi } from '../../scripts/league-api/server.ts';
import { E2E_ACCOUNTS, E2E_USER_API_PORT } from '../../scripts/lib/e2e-accounts.ts';
import { DEFAULT_AUTH_EMULATOR_URL, DEMO_FIREBASE_PROJECT } from '../../src/lib/config/accounts.ts';
import { SIGN_IN_TEXTS } from '../../src/lib/accounts/texts.ts';
import { EMAIL_INVALID } from '../../src/lib/forms/email.ts';
import { expectHydrated } from './islands.ts';
import { SAMPLE, SAMPLE_PAGE, skipWithoutSample } from './highlights.ts';

// One worker, in order: the tests share the API's records.
test.describe.configure({ mode: 'default' });

const EMULATOR = `${DEFAULT_AUTH_EMULATOR_URL}/emulator/v1/projects/${DEMO_FIREBASE_PROJECT}`;
/**
 * The emulator is shared with the tests running beside these (npm start's sign-in, the unit tests)
 * and may outlive a run, so each run signs in as people of its own rather than clearing it.
 */
const RUN = Date.now().toString(36);
const FAN_EMAIL = `fan.email.${RUN}@example.com`;
/** A fictional US number (555-0100 to 555-0199), another each run. */
const PHONE_LINE = `01${String(Date.now() % 100).padStart(2, '0')}`;
const APP_USER = `app-user-${RUN}`;
const FAILING_API_USER = `app-user-2-${RUN}`;
const VIDEO_FAN = `video-fan-${RUN}`;

let storeDir: string;
let api: LeagueApi | null = null;

async function startApi(): Promise<void> {
  api = await startLeagueApi({
    port: E2E_USER_API_PORT,
    storeDir,
    firebaseAuth: { projectId: DEMO_FIREBASE_PROJECT, emulatorOrigin: DEFAULT_AUTH_EMULATOR_URL },
  });
}

async function stopApi(): Promise<void> {
  await api?.close();
  api = null;
}

test.beforeAll(async () => {
  storeDir = await mkdtemp(join(tmpdir(), 'pll-accounts-e2e-'));
  await startApi();
});

test.afterAll(async () => {
  await stopApi();
  await rm(storeDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  const response = await page.request.get('/login/');
  test.skip(
    !(await response.text()).includes(E2E_ACCOUNTS.PUBLIC_USER_API_URL),
    'this build has no e2e account settings (npm test builds with them)',
  );
  if (api === null) await startApi();
});

/** The records the API has persisted, as on disk. */
async function storedUsers(): Promise<Record<string, Record<string, unknown>>> {
  return JSON.parse(await readFile(join(storeDir, 'users.json'), 'utf8').catch(() => '{}')) as Record<
    string,
    Record<string, unknown>
  >;
}

/** The latest value the emulator lists under `list` (oobCodes, verificationCodes) for an entry `pick` finds. */
type EmulatorEntry = Readonly<Record<string, string>>;

async function fromEmulator(list: string, pick: (entries: EmulatorEntry[]) => string | undefined): Promise<string> {
  let value: string | undefined;
  await expect
    .poll(async () => {
      const body = (await (await fetch(`${EMULATOR}/${list}`)).json()) as Record<string, EmulatorEntry[] | undefined>;
      value = pick(body[list] ?? []);
      return value;
    })
    .toBeTruthy();
  return value ?? '';
}

const emailLink = (email: string) =>
  fromEmulator('oobCodes', (entries) => entries.filter((entry) => entry['email'] === email).at(-1)?.['oobLink']);

const phoneCode = (phone: string) =>
  fromEmulator(
    'verificationCodes',
    (entries) => entries.filter((entry) => entry['phoneNumber'] === phone).at(-1)?.['code'],
  );

const events = (page: Page) => page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
const loginIcon = (page: Page) => page.locator('.site-header').getByRole('link', { name: 'Log in' });
const logoutButton = (page: Page) => page.locator('.site-header').getByRole('button', { name: /Log out/ });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });

async function openDialog(page: Page, path = '/players/'): Promise<void> {
  await page.goto(path);
  // The first pointer hydrates the button; a click before that is a plain link to /login/.
  await loginIcon(page).hover();
  await expectHydrated(page, 'AccountButton');
  await loginIcon(page).click();
  await expect(dialog(page)).toBeVisible();
}

const profile = (page: Page) => page.locator('[data-step="profile"]');
const submitProfile = (page: Page) => profile(page).getByRole('button', { name: 'Submit' });

async function completeProfile(
  page: Page,
  values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Zip code', string>>,
  favorite?: string,
): Promise<void> {
  for (const [label, value] of Object.entries(values))
    await profile(page).getByLabel(label, { exact: true }).fill(value);
  if (favorite !== undefined)
    await profile(page).getByLabel('Favorite team (optional)').selectOption({ label: favorite });
  await submitProfile(page).click();
  await expect(profile(page).getByRole('button', { name: 'Success!' })).toBeVisible();
}

test('email link: the link from the emulator signs in, the profile step fills the record, and it survives a reload and an API restart', async ({
  page,
}) => {
  const email = FAN_EMAIL;
  await openDialog(page);
  await dialog(page).getByLabel('Email or phone number').fill(email);
  await dialog(page).getByRole('button', { name: 'Send Link' }).click();
  const notice = dialog(page).getByText(SIGN_IN_TEXTS.linkSent);
  await expect(notice).toBeVisible();
  expect(await notice.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(27, 107, 47)');

  await page.goto(await emailLink(email));
  await expect(page).toHaveURL(/\/login\/$/);
  // The account has an email; the step asks only for what is missing.
  await expect(profile(page).getByLabel('First name', { exact: true })).toBeVisible();
  await expect(profile(page).getByLabel('Email', { exact: true })).toHaveCount(0);
  await completeProfile(page, { 'First name': 'Paul', 'Last name': 'Rabil', 'Zip code': '10001' }, 'Boston Cannons');
  await expect(page.getByText('Signed in as Paul Rabil.')).toBeVisible();
  expect(await events(page)).toContain('log_in');

  const [record] = Object.values(await storedUsers()).filter((user) => user['email'] === email);
  expect(record).toMatchObject({ firstName: 'Paul', lastName: 'Rabil', zip: '10001', favTeam: 'cannons' });

  await page.goto('/games/');
  await expect(logoutButton(page)).toContainText('Paul');
  await stopApi();
  await startApi();
  await page.reload();
  await expect(logoutButton(page)).toContainText('Paul');
});

test('phone: Send Code only for a valid US number, Sign In only with 6 digits; a wrong code keeps what was typed; the right one signs in', async ({
  page,
}) => {
  await page.goto('/login/');
  await expectHydrated(page, 'LoginPanel');
  const box = page.getByLabel('Email or phone number');
  await box.fill('212 555');
  await expect(page.getByRole('button', { name: 'Send Code' })).toBeDisabled();
  await box.fill(`(212) 555-${PHONE_LINE}`);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(SIGN_IN_TEXTS.codeSent)).toBeVisible();
  const code = await phoneCode(`+1212555${PHONE_LINE}`);

  const codeBox = page.getByLabel('6-digit code');
  await codeBox.fill('12345');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
  const wrong = code === '000000' ? '111111' : '000000';
  await codeBox.fill(wrong);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_TEXTS.verifyFailed);
  await expect(codeBox).toHaveValue(wrong);
  expect(await events(page)).toContain('loginError_confirmPhoneCode');

  await codeBox.fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // A phone account lacks all four required fields.
  for (const label of ['First name', 'Last name', 'Email', 'Zip code'])
    await expect(profile(page).getByLabel(label, { exact: true })).toBeVisible();
  await profile(page).getByLabel('Email', { exact: true }).fill('not-an-email');
  await submitProfile(page).click();
  await expect(profile(page).getByText(EMAIL_INVALID)).toBeVisible();
  await completeProfile(page, {
    'First name': 'Trevor',
    'Last name': 'Baptiste',
    Email: 'Trevor@Example.com',
    'Zip code': '02134',
  });
  const [record] = Object.values(await storedUsers()).filter((user) => user['phone'] === `+1212555${PHONE_LINE}`);
  expect(record).toMatchObject({ firstName: 'Trevor', email: 'trevor@example.com' });
});

/** The engagement events the API has persisted. */
async function storedEngagements(): Promise<Record<string, unknown>[]> {
  return JSON.parse(await readFile(join(storeDir, 'engagements.json'), 'utf8').catch(() => '[]')) as Record<
    string,
    unknown
  >[];
}

test('fbct: the custom token signs in, leaves the URL, keeps the referral on the new record, checks in once, opens the profile step; logout returns the login icon', async ({
  page,
}) => {
  await page.goto(`/games/?fbct=${customToken(APP_USER)}&referrerUserId=fan-9&osc=2026_game_12&week=1`);
  await expect(dialog(page).locator('[data-step="profile"]')).toBeVisible();
  await expect(page).toHaveURL(/\/games\/\?referrerUserId=fan-9&osc=2026_game_12&week=1$/);
  expect((await storedUsers())[APP_USER]).toMatchObject({ referrerUserId: 'fan-9', osc: '2026_game_12' });
  expect(await storedEngagements()).toContainEqual(
    expect.objectContaining({ userId: APP_USER, event: 'logged_in', source: 'web', type: 'participation' }),
  );
  const checkIns = await page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => entry.event === 'on_site_check_in'),
  );
  expect(checkIns).toEqual([{ event: 'on_site_check_in', game_day: '2026_game_12' }]);
  // Checked in once: osc is gone from storage and from the cookie; the referrer stays.
  expect(
    await page.evaluate(() => [
      localStorage.getItem('osc'),
      document.cookie.includes('osc='),
      localStorage.getItem('referrerUserId'),
    ]),
  ).toEqual([null, false, 'fan-9']);
  await completeProfile(page, {
    'First name': 'Lyle',
    'Last name': 'Thompson',
    Email: 'lyle@example.com',
    'Zip code': '13090',
  });
  await expect(dialog(page)).toHaveCount(0);
  expect((await storedUsers())[APP_USER]).toMatchObject({ firstName: 'Lyle', zip: '13090' });

  await logoutButton(page).click();
  await expect(loginIcon(page)).toBeVisible();
  expect(await events(page)).toContain('log_out');
  await page.reload();
  await expect(loginIcon(page)).toBeVisible();
});

test("bad input: an invalid email, the emulator down, Google unreachable and the user endpoint failing show the spec's texts and keep what was entered", async ({
  page,
}) => {
  await openDialog(page);
  // A signed-out visitor is anonymous without Firebase: the dialog has not needed it yet.
  expect(await events(page)).toContain('anonymous_start');
  const box = dialog(page).getByLabel('Email or phone number');
  await box.fill('fan@nowhere');
  await dialog(page).getByRole('button', { name: 'Send Link' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(EMAIL_INVALID);
  await expect(box).toHaveValue('fan@nowhere');

  await page.route(`${DEFAULT_AUTH_EMULATOR_URL}/**`, (route) => route.abort('connectionrefused'));
  await box.fill('fan@example.com');
  await dialog(page).getByRole('button', { name: 'Send Link' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(SIGN_IN_TEXTS.linkFailed);
  await expect(box).toHaveValue('fan@example.com');
  expect(await events(page)).toContain('loginError_handleEmailLink');
  await page.unroute(`${DEFAULT_AUTH_EMULATOR_URL}/**`);

  // Google's popup needs its script host; unreachable, the choice fails with its sign-in text.
  await page.route('https://apis.google.com/**', (route) => route.abort('namenotresolved'));
  await dialog(page).getByRole('button', { name: 'Continue with Google' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText(SIGN_IN_TEXTS.verifyFailed);
  expect(await events(page)).toContain('loginError_signInWithGooglePopup');

  await stopApi();
  await page.goto(`/teams/?fbct=${customToken(FAILING_API_USER)}`);
  await expect(dialog(page).locator('[data-step="profile"]')).toBeVisible();
  expect(await events(page)).toContain('firebase_user_retry_createUser_failed');
  const entered = { 'First name': 'Myles', 'Last name': 'Jones', Email: 'myles@example.com', 'Zip code': '27701' };
  for (const [label, value] of Object.entries(entered))
    await profile(page).getByLabel(label, { exact: true }).fill(value);
  await submitProfile(page).click();
  await expect(profile(page).getByRole('alert')).toHaveText(SIGN_IN_TEXTS.profileFailed);
  for (const [label, value] of Object.entries(entered))
    await expect(profile(page).getByLabel(label, { exact: true })).toHaveValue(value);

  await startApi();
  await submitProfile(page).click();
  await expect(profile(page).getByRole('button', { name: 'Success!' })).toBeVisible();
  expect((await storedUsers())[FAILING_API_USER]).toMatchObject({ firstName: 'Myles', zip: '27701' });
});

test('Escape closes the dialog and logs login_cancelled; nothing of Firebase loaded for it', async ({ page }) => {
  const firebase: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(DEFAULT_AUTH_EMULATOR_URL)) firebase.push(request.url());
  });
  await openDialog(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  expect(await events(page)).toContain('login_cancelled');
  expect(firebase).toEqual([]);
});

test('a signed-out visitor from a venue QR code (osc) is checked in once, and the referral kept, without loading Firebase', async ({
  page,
}) => {
  const firebase: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(DEFAULT_AUTH_EMULATOR_URL) || request.url().includes('/accounts.'))
      firebase.push(request.url());
  });
  await page.goto('/games/?osc=2026_game_12&pllm_source=qr');
  await expect.poll(() => events(page)).toContain('on_site_check_in');
  expect(
    await page.evaluate(() => (window.dataLayer ?? []).filter((entry) => entry.event === 'on_site_check_in')),
  ).toEqual([{ event: 'on_site_check_in', game_day: '2026_game_12' }]);
  expect(await page.evaluate(() => [localStorage.getItem('osc'), localStorage.getItem('pllm_source')])).toEqual([
    null,
    'qr',
  ]);
  // Checked in once: the next page (the referral kept, osc cleared) has nothing to send.
  await page.goto('/players/');
  await loginIcon(page).hover();
  await expect.poll(() => events(page)).toContain('anonymous_start');
  expect(await events(page)).not.toContain('on_site_check_in');
  expect(firebase).toEqual([]);
});

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the login icon is a link to /login, which says that signing in needs JavaScript and offers no dead button', async ({
    page,
  }) => {
    await page.goto('/players/');
    await loginIcon(page).click();
    await expect(page).toHaveURL(/\/login\/$/);
    await expect(page).toHaveTitle('Log in | PLL Stats');
    await expect(page.getByText('Signing in needs JavaScript.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Link' })).toBeDisabled();
  });
});

test("a signed-in user's first play of each highlight is recorded server-side once as VIDEO_WATCH, and a share as VIDEO_SHARE", async ({
  page,
}) => {
  await skipWithoutSample(page);
  const [first, second] = SAMPLE.videos.map((video) => video.mediaId);
  await page.goto(`${SAMPLE_PAGE}?fbct=${customToken(VIDEO_FAN)}`);
  await expect(dialog(page).locator('[data-step="profile"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'Highlights' }).hover();
  await expectHydrated(page, 'Highlights');
  const watches = async () => (await storedEngagements()).filter((entry) => entry['event'] === 'VIDEO_WATCH');
  const play = async (index: number) => {
    await page.locator('.highlight').nth(index).click();
    const video = page.getByRole('dialog').locator('video');
    for (let round = 0; round < 2; round += 1) {
      await video.evaluate((element: HTMLVideoElement) => element.play());
      await video.evaluate((element: HTMLVideoElement) => {
        element.pause();
      });
    }
    await page.keyboard.press('Escape');
  };
  await play(0);
  await expect.poll(watches).toHaveLength(1);
  await play(0);
  await play(1);
  await expect.poll(watches).toHaveLength(2);
  expect(await watches()).toEqual([
    expect.objectContaining({
      userId: VIDEO_FAN,
      event: 'VIDEO_WATCH',
      engagementSourceId: first,
      source: 'web',
      type: 'participation',
    }),
    expect.objectContaining({ userId: VIDEO_FAN, event: 'VIDEO_WATCH', engagementSourceId: second }),
  ]);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.locator('.highlight').nth(1).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copy link' }).click();
  await expect
    .poll(async () => (await storedEngagements()).filter((entry) => entry['event'] === 'VIDEO_SHARE'))
    .toEqual([expect.objectContaining({ userId: VIDEO_FAN, engagementSourceId: second })]);
});
