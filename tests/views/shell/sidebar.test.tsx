import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROUTES, visibleSidebar, type AccessSubject, type RoutePath } from '../../../domain/access';
import { MESSAGES } from '../../../domain/messages';
import type { Role } from '../../../domain/roles';
import { IMPLEMENTED_PATHS } from '../../../src/app/routes';
import { Sidebar } from '../../../src/app/shell/Sidebar';
import { viewport } from '../setup';
import { list, mockApi, ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';

/** As if every screen of the table existed: the sidebar then shows all of §6. */
const ALL_PATHS = new Set(Object.keys(ROUTES) as RoutePath[]);

const subject = (roles: Role[], allowSelfListing = true): AccessSubject => ({ roles, allowSelfListing, agentListingPermission: false });

function renderSidebar(roles: Role[], implemented: ReadonlySet<RoutePath> = ALL_PATHS, currentPath = '/dashboard') {
  const groups = visibleSidebar(subject(roles), { implemented });
  render(<Sidebar groups={groups} isCollapsed={false} currentPath={currentPath} onExpand={() => undefined} />);
  return screen.getByRole('navigation', { name: 'Main' });
}

const hrefs = (nav: HTMLElement) => within(nav).queryAllByRole('link', { hidden: true }).map((a) => a.getAttribute('href'));

describe('sidebar', () => {
  it('shows an admin the Users group with Manage User and Manage Public User', async () => {
    const nav = renderSidebar(['admin']);
    await userEvent.click(within(nav).getByRole('button', { name: 'Users' }));
    expect(within(nav).getByRole('link', { name: 'Manage User' })).toHaveAttribute('href', '/users');
    expect(within(nav).getByRole('link', { name: 'Manage Public User' })).toHaveAttribute('href', '/public-users');
  });

  it('shows an agent no Users group, no HQ Information and no Master Data', () => {
    const nav = renderSidebar(['agent']);
    for (const label of ['Users', 'Manage User', 'HQ Information', 'Master Data', 'Blog']) {
      expect(within(nav).queryByText(label)).not.toBeInTheDocument();
    }
    expect(hrefs(nav)).not.toContain('/users');
    expect(within(nav).getByRole('button', { name: 'Transaction' })).toBeInTheDocument();
  });

  it('shows a sole blog admin Dashboard and the blog menu only', () => {
    const nav = renderSidebar(['admin_blog']);
    expect(hrefs(nav)).toEqual(['/dashboard', '/blog-posts', '/blog-categories', '/blog-tags']);
    expect(within(nav).getAllByRole('button').map((b) => b.textContent)).toEqual(['Blog']);
  });

  it('collapses a group with a single child into that child', () => {
    const nav = renderSidebar(['admin'], new Set<RoutePath>(['/dashboard', '/users']));
    expect(within(nav).queryByRole('button', { name: 'Users' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Manage User' })).toHaveAttribute('href', '/users');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('marks an entry hidden by a remote flag with a yellow dot', () => {
    const nav = renderSidebar(['agent']);
    const client = within(nav).getByRole('link', { name: /^Client/ });
    expect(client).toHaveAttribute('href', '/clients');
    expect(within(client).getByTitle('Hidden by a remote feature flag')).toBeInTheDocument();
    expect(within(within(nav).getByRole('link', { name: 'Dashboard' })).queryByTitle(/remote feature flag/)).not.toBeInTheDocument();
  });

  it('links only entries whose screen exists', () => {
    const nav = renderSidebar(['admin'], IMPLEMENTED_PATHS);
    // The listing (issue 5), blog (issue 6), audit log (issue 15), employee, approval, transfer, teams, users and public users (issue 16), office and portal (issue 17), closing, invoice, agent receivable, billing, handover, my list and primary project (issue 18) and the event, master data, preference, app logo, clients, album, document center, magazine, partner, banner and template messages (issue 19) screens exist; the rest do not yet.
    expect(hrefs(nav)).toEqual([
      '/dashboard',
      '/hq',
      '/author',
      '/franchise-owner',
      '/approve-franchise-owner',
      '/office',
      '/approve-office',
      '/staff',
      '/approve-staff',
      '/agent',
      '/approve-agent',
      '/setting-portal-agent',
      '/transfer-staff',
      '/teams',
      '/transfer-team-member',
      '/listing',
      '/masking',
      '/my-list',
      '/listing-not-watermark',
      '/listing-has-portal',
      '/primary-project-coordination',
      '/portal',
      '/rumah123-checker',
      '/closing',
      '/invoice',
      '/agent-receivable',
      '/billing',
      '/handover',
      '/event',
      '/document-center',
      '/magazine',
      '/album',
      '/blog-posts',
      '/blog-categories',
      '/blog-tags',
      '/master-data-achievement',
      '/master-data-career',
      '/master-data-fee',
      '/banner',
      '/partner',
      '/preference',
      '/template-messages',
      '/config-app-logo',
      '/clients',
      '/users',
      '/public-users',
      '/audit-log',
    ]);
  });

  it('shows Teams and Transfer Team Member to office management and HQ admins, not to agents (issue 16)', () => {
    for (const role of ['admin_office', 'franchise_owner', 'admin_hq'] as const) {
      const nav = renderSidebar([role], IMPLEMENTED_PATHS);
      expect(hrefs(nav)).toEqual(expect.arrayContaining(['/teams', '/transfer-team-member']));
      cleanup();
    }
    const nav = renderSidebar(['agent'], IMPLEMENTED_PATHS);
    expect(hrefs(nav)).not.toContain('/teams');
    expect(hrefs(nav)).not.toContain('/transfer-team-member');
  });

  it('marks the current page and opens its group', () => {
    const nav = renderSidebar(['admin_blog'], ALL_PATHS, '/blog-tags');
    expect(within(nav).getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Tags' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('shell', () => {
  const api = () => mockApi({ 'GET notifications': list([]), 'GET employees/birthdays': list([]) });

  it('collapses the sidebar and shows the landscape note under 992px', async () => {
    api();
    viewport.width = 800;
    renderApp('/dashboard', { session: fakeSession(['agent']) });
    expect(await screen.findByText(MESSAGES.landscapeNote)).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps the sidebar open and shows no note on a wide window; the toggle collapses it', async () => {
    api();
    renderApp('/dashboard', { session: fakeSession(['agent']) });
    const toggle = await screen.findByRole('button', { name: 'Collapse sidebar' });
    expect(screen.queryByText(MESSAGES.landscapeNote)).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
    // Collapsed, the links keep their names for screen readers.
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('has a banner, a main region and a footer with the version and copyright', async () => {
    api();
    renderApp('/dashboard', { session: fakeSession(['agent']) });
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('Version 2.76.0');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('opens the profile menu with My Profile, Change Password and Logout', async () => {
    api();
    const view = renderApp('/dashboard', { session: fakeSession(['agent']) });
    await userEvent.click(await screen.findByRole('button', { name: /profile menu/i }));
    expect(await screen.findByText('My Profile')).toBeInTheDocument();
    expect(screen.getByText('Change Password')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Logout'));
    expect(view.session.signOut).toHaveBeenCalledTimes(1);
  });

  it('marks with the yellow dot the entries whose remote flag is off, as app-configs tell (issue 19)', async () => {
    const flags = { client: true, template_message: true, listing_no_watermark: false, listing_has_portal: true, mylist: true };
    const fake = mockApi({ 'GET notifications': list([]), 'GET employees/birthdays': list([]), 'GET app-configs/custom/as-object': ok({ feature_flags: flags }) });
    renderApp('/dashboard', { session: fakeSession(['admin_hq']) });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Transaction' }));
    const dotted = within(nav).getByRole('link', { name: /^Listing No Watermark/ });
    await waitFor(() => expect(within(dotted).getByTitle('Hidden by a remote feature flag')).toBeInTheDocument());
    for (const name of [/^Listing Has Portal/, /^My List/]) {
      expect(within(within(nav).getByRole('link', { name })).queryByTitle(/remote feature flag/)).not.toBeInTheDocument();
    }
    expect(fake.callsTo('GET', 'app-configs/custom/as-object')[0]!.query.get('keys')).toBe('feature_flags,app_logo');
  });

  it('marks nothing while the flags cannot be read', async () => {
    mockApi({ 'GET notifications': list([]), 'GET employees/birthdays': list([]), 'GET app-configs/custom/as-object': { status: 500, body: { code: 'err', message: 'down' } } });
    renderApp('/dashboard', { session: fakeSession(['admin_hq']) });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(await within(nav).findByRole('button', { name: 'Transaction' }));
    expect(within(nav).getByRole('link', { name: 'Listing Has Portal' })).toBeInTheDocument();
    expect(within(nav).queryByTitle(/remote feature flag/)).not.toBeInTheDocument();
  });

  it('My Profile in the profile menu opens /profile', async () => {
    mockApi({ 'GET notifications': list([]), 'GET employees/birthdays': list([]) });
    renderApp('/dashboard', { session: fakeSession(['agent']) });
    await userEvent.click(await screen.findByRole('button', { name: /profile menu/i }));
    await userEvent.click(await screen.findByText('My Profile'));
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/profile');
  });
});
