/**
 * The employee screens in Chromium (issue 16): an office admin creates an
 * agent as a new person, who then waits in /approve-agent for an HQ admin;
 * an HQ manager changes an HQ employee's position. useBrowser runs axe on
 * every screen these visit (list, form, detail, approval list) and captures
 * each at 1440 and 991 wide.
 */
import { describe, expect, it } from 'vitest';
import { EMPLOYEE_ADMIN_MESSAGES } from '../../domain/employee-admin';
import { MESSAGES } from '../../domain/messages';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { api, apiSignIn, login, logout, openSignedIn, toasts, waitForPath } from './support/app';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

interface ListAnswer<T> {
  payload: { results: T[]; count: number };
}
interface HqRecord {
  employeeId: string;
  currentPosition: string | null;
  user?: { name: string };
}

/** Letters only (a name's §5 format), different on every run: 'Bcdefg' from the clock. */
function uniqueLetters(): string {
  const digits = String(Date.now()).slice(-7);
  const letters = [...digits].map((d) => String.fromCharCode(97 + Number(d))).join('');
  return `${letters[0]!.toUpperCase()}${letters.slice(1)}`;
}

describe('employees', () => {
  it('an office admin creates an agent as a new person, who then waits in Approve Agent', async () => {
    const { page } = e2e;
    const lastName = uniqueLetters();
    const name = `Citra ${lastName}`;
    const slug = `citra-${lastName.toLowerCase()}`;

    await openSignedIn(page, 'admin_office@demo.test', '/agent');
    await page.getByRole('table', { name: 'Agent' }).waitFor();
    await page.getByRole('link', { name: 'Create Agent' }).click();
    await waitForPath(page, '/agent/create');

    // Nothing filled in: the messages at their fields first (§5, §8).
    await page.getByRole('radio', { name: 'New Person' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(MESSAGES.required('First Name')).waitFor();
    expect(await page.getByLabel('First Name', { exact: true }).evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('First Name', { exact: true }).fill('Citra');
    await page.getByLabel('Last Name', { exact: true }).fill(lastName);
    await page.getByLabel('Email', { exact: true }).fill(`citra.${lastName.toLowerCase()}`);
    await page.getByRole('combobox', { name: 'Email domain' }).selectOption('@gmail.com');
    await page.getByLabel('Phone', { exact: true }).fill('0812-3456-7890');
    await page.getByLabel('Position', { exact: true }).fill('Property Consultant');
    await page.getByLabel('Website Link', { exact: true }).fill(slug);
    await page.getByText(MESSAGES.emailAvailable).waitFor();
    await page.getByText(MESSAGES.websiteLinkAvailable).waitFor();
    await page.getByLabel('Star Agent Title', { exact: true }).fill('Rising star of the office');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).filter({ hasText: EMPLOYEE_ADMIN_MESSAGES.created('Agent') }).waitFor();
    await page.waitForURL((url) => /^\/agent\/[^/]+$/.test(url.pathname) && url.pathname !== '/agent/create');
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByText('Waiting Approval', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Star Agent', exact: true }).click();
    await page.getByText('Rising star of the office', { exact: true }).waitFor();

    await logout(page);
    await login(page, 'admin@demo.test');
    await page.goto('/approve-agent');
    await page.getByRole('searchbox', { name: 'Search by name, email or code' }).fill(lastName);
    await page.getByRole('table', { name: 'Approve Agent: Waiting Approval' }).getByRole('link', { name }).waitFor();
  });

  it('an HQ manager changes an HQ employee’s position', async () => {
    const { page } = e2e;
    const token = await apiSignIn('admin_manager@demo.test');
    const found = await api<ListAnswer<HqRecord>>('GET', 'employees?filterRole=admin_hq&filterStatus=ACTIVE&includeData=user&limit=1&offset=0', { token });
    const record = found.payload.results[0];
    expect(record?.user, 'the demo data has an active admin_hq with a user').toBeTruthy();
    const name = record!.user!.name;
    const position = `Head of Listings ${uniqueLetters()}`;

    await openSignedIn(page, 'admin_manager@demo.test', '/hq');
    await page.getByRole('searchbox', { name: 'Search by name, email or code' }).fill(name);
    await page.getByRole('table', { name: 'HQ' }).getByRole('link', { name, exact: true }).click();
    await waitForPath(page, `/hq/${record!.employeeId}`);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await waitForPath(page, `/hq/${record!.employeeId}/edit`);

    const field = page.getByLabel('Position', { exact: true });
    await field.fill(position);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await toasts(page).filter({ hasText: EMPLOYEE_ADMIN_MESSAGES.updated('HQ Employee') }).waitFor();
    await waitForPath(page, `/hq/${record!.employeeId}`);
    await page.getByText(position, { exact: true }).waitFor();

    const saved = await api<{ payload: HqRecord }>('GET', `employees/${record!.employeeId}`, { token });
    expect(saved.payload.currentPosition).toBe(position);
  });
});
