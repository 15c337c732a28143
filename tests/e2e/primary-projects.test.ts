/**
 * Primary projects in Chromium (issue 18): an HQ admin is refused at the
 * fields first, then creates a project coordinated by the Jakarta office with
 * one of its agents and a primary listing of it; the detail lists the
 * listing; an agent reads the project without Edit. axe on every screen;
 * useBrowser captures 1440 and 991.
 */
import { describe, it } from 'vitest';
import { PRIMARY_PROJECT_MESSAGES } from '../../domain/primary-project';
import { openAsAnotherUser, openSignedIn, toasts } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('primary projects', () => {
  it('an HQ admin creates a project with an agent and a primary listing; an agent reads it', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/primary-project-coordination');
    await page.getByRole('table', { name: 'Primary projects' }).getByRole('link', { name: 'Cilandak Garden Residence' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Create Project' }).click();
    const form = page.getByRole('form', { name: 'Create project' });
    await form.getByRole('button', { name: 'Create Project' }).click();
    await form.getByText('Project name is required.').waitFor();
    await expectNoSeriousA11yViolations(page);

    await form.getByLabel('Project Name').fill('Kemang Green Village');
    await form.getByLabel('Developer').fill('PT Kemang Raya');
    await form.getByLabel('City', { exact: true }).fill('Jakarta Selatan');
    await form.getByLabel('Total Units').fill('24');
    await form.getByLabel('Available Units').fill('10');
    await form.getByLabel('Lowest Price (Rp)').fill('2000000000');
    await form.getByLabel('Highest Price (Rp)').fill('4500000000');
    await form.getByRole('combobox', { name: 'Coordinating Office' }).fill('Jakarta');
    await page.getByRole('option', { name: /Genius Jakarta Selatan/ }).click();
    await form.getByRole('combobox', { name: 'Coordinating Agents' }).fill('Nanda');
    await page.getByRole('option', { name: /Nanda/ }).first().click();
    await form.getByRole('list', { name: 'Coordinating agents' }).getByText(/Nanda/).waitFor();
    await form.getByRole('combobox', { name: 'Primary Listings' }).fill('Cakung');
    await page.getByRole('option', { name: /Gudang Strategis di Cakung/ }).click();
    await form.getByRole('list', { name: 'Project listings' }).getByText(/Gudang Strategis di Cakung/).waitFor();
    await form.getByRole('button', { name: 'Create Project' }).click();
    await toasts(page).filter({ hasText: PRIMARY_PROJECT_MESSAGES.created('Kemang Green Village') }).waitFor();
    await page.getByRole('heading', { name: /Kemang Green Village/ }).waitFor();
    await page.getByRole('table', { name: 'Project listings' }).getByRole('row', { name: /Gudang Strategis di Cakung/ }).waitFor();
    await expectNoSeriousA11yViolations(page);
    const path = new URL(page.url()).pathname;

    const reader = await openAsAnotherUser(e2e.browser, 'agent@demo.test', path);
    await reader.getByRole('heading', { name: /Kemang Green Village/ }).waitFor();
    await reader.getByRole('region', { name: 'Project information' }).getByText(/Nanda/).waitFor();
    await reader.getByRole('link', { name: 'Edit' }).waitFor({ state: 'detached' });
    await reader.context().close();
  });
});
