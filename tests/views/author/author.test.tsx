import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { Author } from '../../../domain/entities/author';
import AuthorDetailPage from '../../../src/features/author/AuthorDetailPage';
import AuthorFormPage from '../../../src/features/author/AuthorFormPage';
import AuthorListPage from '../../../src/features/author/AuthorListPage';
import { json, mockApi, ok, type ApiCall } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeEmployee, fakeSession } from '../support/session';

const BUDI: Author = {
  employeeId: 'emp-budi',
  name: 'Budi Santoso',
  nickName: 'Budi',
  slugAuthor: 'budi-santoso',
  articleCount: 4,
};

const page = <T,>(rows: T[], count = rows.length) => ok({ results: rows, count, prev: null, next: null });

function openAt(path: string) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(
    <Switch>
      <Route path="/author" component={AuthorListPage} />
      <Route path="/author/create" component={AuthorFormPage} />
      <Route path="/author/:employeeId/edit" component={AuthorFormPage} />
      <Route path="/author/:employeeId/:tab?/:index?" component={AuthorDetailPage} />
    </Switch>,
    { session: fakeSession(['admin_blog']) },
  );
}

/** Who holds a link: `holders` maps a slug to the employee holding it; `failing` makes the lookup fail. */
function slugLookup(holders: Record<string, string>, failing = false) {
  return (call: ApiCall) => {
    if (failing) return json(503, { code: 'err_internal', message: 'down' });
    const slug = call.query.get('filterSlugAuthor') ?? '';
    const holder = holders[slug];
    return page(holder ? [{ ...fakeEmployee('agent', 0), employeeId: holder, slugAuthor: slug }] : []);
  };
}

const linkField = () => screen.findByLabelText('Website Link');
const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

describe('/author', () => {
  it('lists authors with their link and posts, searched after the debounce, paged from the URL', async () => {
    const api = mockApi({ 'GET authors': () => page([BUDI], 30) });
    openAt('/author?page=2');
    const table = await screen.findByRole('table', { name: 'Authors' });
    const row = (await within(table).findByRole('link', { name: 'Budi Santoso' })).closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual(['Budi Santoso', 'Budi', 'budi-santoso', '4', 'Edit']);
    expect(within(table).queryByRole('columnheader', { name: 'Email' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Office' })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Budi Santoso' })).toHaveAttribute('href', '/author/emp-budi');
    expect(within(row).getByRole('link', { name: 'Edit Budi Santoso' })).toHaveAttribute('href', '/author/emp-budi/edit');
    expect(Object.fromEntries(api.callsTo('GET', 'authors')[0]?.query ?? [])).toEqual({ limit: '25', offset: '25' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search authors' }), 'budi');
    await waitFor(() => expect(api.callsTo('GET', 'authors').at(-1)?.query.get('search')).toBe('budi'));
    expect(api.callsTo('GET', 'authors').at(-1)?.query.get('offset')).toBe('0');
    expect(screen.getByRole('link', { name: 'Create Author' })).toHaveAttribute('href', '/author/create');
  });
});

describe('/author/{employeeId}/edit', () => {
  it("checks the link 500 ms after typing: 'Website link is already used' blocks saving", async () => {
    const api = mockApi({
      'GET authors/emp-budi': ok(BUDI),
      'GET employees': slugLookup({ 'sari-dewi': 'emp-sari' }),
      'PATCH authors/emp-budi': ok(BUDI),
    });
    openAt('/author/emp-budi/edit');
    const field = await linkField();
    expect(field).toHaveValue('budi-santoso');
    await userEvent.clear(field);
    await userEvent.type(field, 'sari-dewi');
    expect(await screen.findByText('Website link is already used')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('GET', 'employees').map((c) => c.query.get('filterSlugAuthor'))).toEqual(['sari-dewi']);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.callsTo('PATCH', 'authors/emp-budi')).toHaveLength(0);
  });

  it("says 'Website link can be used' for a free link, then saves it and opens the author", async () => {
    const api = mockApi({
      'GET authors/emp-budi': ok(BUDI),
      'GET employees': slugLookup({}),
      'PATCH authors/emp-budi': (call) => ok({ ...BUDI, slugAuthor: (call.body as { slugAuthor: string }).slugAuthor }),
    });
    openAt('/author/emp-budi/edit');
    const field = await linkField();
    await userEvent.clear(field);
    await userEvent.type(field, 'budi-penulis');
    expect(await screen.findByText('Website link can be used')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await toast('Author successfully updated!');
    expect(api.callsTo('PATCH', 'authors/emp-budi').map((c) => c.body)).toEqual([{ slugAuthor: 'budi-penulis' }]);
    await waitFor(() => expect(window.location.pathname).toBe('/author/emp-budi'));
  });

  it('a failed lookup counts as available (§5)', async () => {
    mockApi({ 'GET authors/emp-budi': ok(BUDI), 'GET employees': slugLookup({}, true) });
    openAt('/author/emp-budi/edit');
    const field = await linkField();
    await userEvent.clear(field);
    await userEvent.type(field, 'budi-baru');
    expect(await screen.findByText('Website link can be used')).toBeInTheDocument();
  });

  it('refuses a malformed link without asking the server, and needs no check for the own link', async () => {
    const api = mockApi({ 'GET authors/emp-budi': ok(BUDI), 'GET employees': slugLookup({}) });
    openAt('/author/emp-budi/edit');
    const field = await linkField();
    await userEvent.clear(field);
    await userEvent.type(field, 'Budi Santoso');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Author website link may only contain lowercase letters, digits and dashes.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'budi-santoso');
    await new Promise((r) => setTimeout(r, 700));
    expect(api.callsTo('GET', 'employees')).toHaveLength(0);
    expect(screen.queryByText('Website link can be used')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a link taken meanwhile under the field", async () => {
    mockApi({
      'GET authors/emp-budi': ok(BUDI),
      'GET employees': slugLookup({}),
      'PATCH authors/emp-budi': json(400, { code: 'err_validation', message: 'Website link is already used', fields: { slugAuthor: 'Website link is already used' } }),
    });
    openAt('/author/emp-budi/edit');
    const field = await linkField();
    await userEvent.clear(field);
    await userEvent.type(field, 'budi-rebutan');
    await screen.findByText('Website link can be used');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Website link is already used')).toBeInTheDocument();
  });
});

describe('/author/create', () => {
  it('picks an employee, suggests a link from the name, checks it and makes them an author', async () => {
    const sari = { ...fakeEmployee('agent', 3), employeeId: 'emp-sari', slugAuthor: null, user: { name: 'Sari Dewi', nickName: 'Sari', email: 'sari@genius.test' } };
    const api = mockApi({
      'GET employees': (call) => (call.query.get('filterSlugAuthor') ? slugLookup({})(call) : page([sari])),
      'PATCH authors/emp-sari': ok({ ...BUDI, employeeId: 'emp-sari', name: 'Sari Dewi', slugAuthor: 'sari-dewi' }),
    });
    openAt('/author/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Author' }));
    expect(await screen.findByText('Employee is required.')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Employee'), 'sari');
    await userEvent.click(await screen.findByRole('option', { name: /Sari Dewi — sari@genius.test/, hidden: true }));
    const search = api.callsTo('GET', 'employees').find((c) => c.query.get('search'));
    expect(search?.query.get('search')).toBe('sari');
    expect(search?.query.get('limit')).toBe('20');

    expect(await linkField()).toHaveValue('sari-dewi');
    expect(await screen.findByText('Website link can be used')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Author' }));
    await toast('Author successfully updated!');
    expect(api.callsTo('PATCH', 'authors/emp-sari').map((c) => c.body)).toEqual([{ slugAuthor: 'sari-dewi' }]);
    await waitFor(() => expect(window.location.pathname).toBe('/author/emp-sari'));
  });
});

describe('/author/{employeeId}', () => {
  it('shows the author, whatever tab the URL names', async () => {
    mockApi({ 'GET authors/emp-budi': ok(BUDI) });
    openAt('/author/emp-budi/posts/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Budi Santoso' })).toBeInTheDocument();
    expect(screen.getByText('Website Link').nextElementSibling).toHaveTextContent('budi-santoso');
    expect(screen.getByText('Posts').nextElementSibling).toHaveTextContent('4');
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    expect(screen.queryByText('Office')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Website Link' })).toHaveAttribute('href', '/author/emp-budi/edit');
  });
});
