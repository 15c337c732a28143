/**
 * Every demo account signs in through the UI and sees its own menu, not the
 * others': each sidebar link is one the access table lets this account open and
 * shows in its sidebar, and no label of a group or entry it may not see appears.
 * Only entries whose screen exists are rendered, so the links are a subset of
 * visibleSidebar(subject); Dashboard is there for everyone.
 */
import { describe, expect, it } from 'vitest';
import { canOpenRoute, SIDEBAR, visibleSidebar } from '../../domain/access';
import { mainRole, ROLE_LABELS } from '../../domain/roles';
import { login, routeOf, sidebar, sidebarLinks, topBar } from './support/app';
import { useBrowser } from './support/browser';
import { SIGN_IN_ACCOUNTS, subjectOf } from './support/demo';

const e2e = useBrowser();

describe.each(SIGN_IN_ACCOUNTS)('$email', (account) => {
  const subject = subjectOf(account);
  const allowed = visibleSidebar(subject);
  const allowedPaths = new Set<string>(allowed.flatMap((g) => g.entries.map((e) => e.path)));
  const shownLabels = new Set(allowed.flatMap((g) => [g.label, ...g.entries.map((e) => e.label)]));
  const { main, others } = mainRole(account.roles);
  if (!main) throw new Error(`${account.email} has no role in the demo data table`);
  const hiddenLabels = [
    ...new Set(
      SIDEBAR.flatMap((g) => [g, ...g.entries])
        .map((item) => item.label)
        .filter((label) => !shownLabels.has(label)),
    ),
  ];

  it('signs in, sees only the sidebar entries its roles allow, and its main role in the top bar', async () => {
    const { page } = e2e;
    await login(page, account.email);

    const links = await sidebarLinks(page);
    expect(links).toContain('/dashboard');
    for (const href of links) {
      const route = routeOf(href);
      expect(route, `sidebar link ${href} is no route of the access table`).toBeDefined();
      if (!route) continue;
      expect(canOpenRoute(subject, route), `${account.email} may not open ${href}, yet the sidebar links it`).toBe(true);
      expect(allowedPaths.has(route), `${href} is not in ${account.email}'s sidebar of §6`).toBe(true);
    }
    const nav = sidebar(page);
    for (const label of hiddenLabels) {
      expect(await nav.getByText(label, { exact: true }).count(), `'${label}' shows in ${account.email}'s sidebar`).toBe(0);
    }

    const bar = topBar(page);
    await bar.getByText(ROLE_LABELS[main], { exact: true }).first().waitFor();
    if (others.length === 0) expect(await bar.getByText(/^\+\d+$/).count(), 'a +N badge for a single role').toBe(0);
    else await bar.getByText(`+${others.length}`, { exact: true }).waitFor();
  });
});

describe('multi@demo.test (franchise_owner in two offices, plus agent)', () => {
  it("shows 'Franchise Owner' with a '+1' badge that names Agent on hover", async () => {
    const { page } = e2e;
    await login(page, 'multi@demo.test');
    const bar = topBar(page);
    await bar.getByText('Franchise Owner', { exact: true }).first().waitFor();
    const badge = bar.getByText('+1', { exact: true });
    await badge.waitFor();
    await badge.hover();
    // PrimeReact's Tooltip renders role="tooltip"; a title attribute would do as well.
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'Agent' });
    const title = await badge.evaluate((el) => el.closest('[title]')?.getAttribute('title') ?? '');
    if (!title.includes('Agent')) await tooltip.first().waitFor();
  });
});
