/**
 * Offices in Chromium (issue 17): an HQ manager approves a waiting office on
 * /approve-office and finds it in an office picker; an HQ admin creates an
 * office whose subdomain is taken and is told at the field, then saves it; an
 * office admin walks the /detail-office wizard to its Setting Web step. axe
 * runs on every screen; useBrowser captures each at 1440 and 991 wide.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { OFFICE_MESSAGES } from '../../domain/office-policy';
import { openSignedIn, toasts, waitForPath } from './support/app';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { useBrowser } from './support/browser';

const e2e = useBrowser();

describe('offices', () => {
  it('an HQ manager approves a waiting office, which then appears in the office picker', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_manager@demo.test', '/approve-office');
    const table = page.getByRole('table', { name: 'Approve Office: Waiting Approval' });
    await table.getByRole('row', { name: /Genius Depok/ }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await table.getByRole('button', { name: 'Approve Genius Depok' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve Office' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await toasts(page).filter({ hasText: OFFICE_MESSAGES.approved('Genius Depok') }).waitFor();
    await table.getByRole('row', { name: /Genius Depok/ }).waitFor({ state: 'detached' });

    await page.goto(new URL('/teams', page.url()).toString());
    const picker = page.getByRole('combobox', { name: 'Office' });
    await picker.fill('Depok');
    await page.getByRole('option', { name: 'Genius Depok (GNS-DPK)' }).waitFor();
  });

  it('an HQ admin lists offices by status, creates one, and is told at the field when its subdomain is taken', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin@demo.test', '/office');
    const table = page.getByRole('table', { name: 'Offices' });
    await table.getByRole('row', { name: /Genius Bandung/ }).waitFor();
    await page.getByRole('combobox', { name: 'Approval Status' }).selectOption('REJECTED');
    await page.waitForURL(/approvalStatus=REJECTED/);
    await expect.poll(() => table.getByRole('row').filter({ hasText: 'Genius' }).allInnerTexts()).toEqual([expect.stringContaining('Genius Bogor')]);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Create Office' }).click();
    await waitForPath(page, '/office/create');
    const form = page.getByRole('form', { name: 'Create office' });
    await form.getByLabel('Office Name').fill('Genius Cikarang');
    await form.getByLabel('First Phone Number').fill('021-8990-1234');
    await form.getByLabel('Email', { exact: true }).fill('cikarang@genius.co.id');
    await form.getByLabel('Address').fill('Jl. Cikarang Baru No. 3');
    await form.getByRole('combobox', { name: 'City' }).fill('Bekasi');
    await page.getByRole('option', { name: /Bekasi/ }).first().click();
    await form.getByLabel('Subdomain').fill('bandung');
    await form.getByText(MESSAGES.subdomainUsed).waitFor();
    await expectNoSeriousA11yViolations(page);
    await form.getByLabel('Subdomain').fill('cikarang');
    await form.getByText(MESSAGES.subdomainAvailable).waitFor();
    await form.getByRole('button', { name: 'Create Office' }).click();
    await toasts(page).filter({ hasText: OFFICE_MESSAGES.created }).waitFor();
    await page.getByRole('heading', { name: 'Genius Cikarang' }).waitFor();
    await page.getByText('Draft', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Submit for Approval' }).click();
    await toasts(page).filter({ hasText: OFFICE_MESSAGES.submitted }).waitFor();
    await page.getByText('Waiting Approval', { exact: true }).waitFor();
  });

  it('an office admin walks the office detail wizard: Previous disabled first, Next to Setting Web', async () => {
    const { page } = e2e;
    await openSignedIn(page, 'admin_office@demo.test', '/detail-office');
    await page.getByRole('heading', { name: /Detail Office: Genius Jakarta Selatan/ }).waitFor();
    await page.getByRole('region', { name: 'Office information' }).getByText('jakartaselatan', { exact: true }).waitFor();
    // Allow Similar Listing is admin-HQ-plus's only.
    await expect(page.getByText('Allow Similar Listing').count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Previous', exact: true }).isDisabled()).resolves.toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL(/\/detail-office\/[^/]+\/detail\/setting-web$/);
    const web = page.getByRole('form', { name: 'Setting web' });
    await web.getByLabel('Subdomain').fill('surabaya');
    await web.getByText(MESSAGES.subdomainUsed).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Previous', exact: true }).click();
    await waitForPath(page, '/detail-office');
  });
});
