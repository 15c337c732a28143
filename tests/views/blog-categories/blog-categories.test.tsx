import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ArticleCategory } from '../../../domain/entities/article';
import BlogCategoriesPage from '../../../src/features/blog-categories/BlogCategoriesPage';
import { json, mockApi, ok, type ApiCall } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';

const sub = (categoryId: string, categoryName: string, parentCategoryId: string, status: 'PUBLISH' | 'UNPUBLISH' = 'PUBLISH') => ({
  categoryId,
  parentCategoryId,
  categoryName,
  status,
});

const RUMAH: ArticleCategory = {
  categoryId: 'cat-rumah',
  parentCategoryId: null,
  categoryName: 'Rumah',
  status: 'PUBLISH',
  subCategories: [sub('cat-minimalis', 'Minimalis', 'cat-rumah'), sub('cat-klasik', 'Klasik', 'cat-rumah', 'UNPUBLISH')],
};
const TIPS: ArticleCategory = { categoryId: 'cat-tips', parentCategoryId: null, categoryName: 'Tips', status: 'UNPUBLISH', subCategories: [] };

const page = (rows: ArticleCategory[]) => ok({ results: rows, count: rows.length, prev: null, next: null });

function mockCategories(rows: ArticleCategory[] = [RUMAH, TIPS], extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ 'GET master-article-categories': () => page(rows), ...extra });
}

function openPage(path = '/blog-categories') {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<BlogCategoriesPage />, { session: fakeSession(['admin_blog']) });
}

const table = () => screen.findByRole('table', { name: 'Categories' });
const rowOf = async (name: string) => (await within(await table()).findByText(name)).closest('tr') as HTMLElement;
const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });
const posts = (api: ReturnType<typeof mockApi>) => api.callsTo('POST', 'master-article-categories').map((c: ApiCall) => c.body);

describe('/blog-categories', () => {
  it('lists the parents with their sub-category count and status, and expands a row into its sub-categories', async () => {
    const api = mockCategories();
    openPage();
    const rumah = await rowOf('Rumah');
    expect([...rumah.querySelectorAll('td')].slice(1, 4).map((c) => c.textContent)).toEqual(['Rumah', '2', 'Published']);
    expect((await rowOf('Tips')).textContent).toContain('Unpublish');
    expect(Object.fromEntries(api.callsTo('GET', 'master-article-categories')[0]?.query ?? [])).toEqual({ limit: '25', offset: '0' });

    expect(screen.queryByRole('table', { name: 'Sub-categories of Rumah' })).not.toBeInTheDocument();
    const expand = within(rumah).getByRole('button', { name: 'Expand Rumah' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expand);
    expect(within(rumah).getByRole('button', { name: 'Collapse Rumah' })).toHaveAttribute('aria-expanded', 'true');
    const subs = await screen.findByRole('table', { name: 'Sub-categories of Rumah' });
    expect(within(subs).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['Minimalis', 'Klasik']);
    expect(within(subs).getByRole('button', { name: 'Publish Klasik' })).toBeInTheDocument();
  });

  it('searches 500 ms after typing, from the first page, and keeps the search in the URL', async () => {
    const api = mockCategories();
    openPage('/blog-categories?page=2');
    await rowOf('Rumah');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search categories' }), 'rum');
    await waitFor(() => expect(api.callsTo('GET', 'master-article-categories').at(-1)?.query.get('search')).toBe('rum'));
    expect(api.callsTo('GET', 'master-article-categories').at(-1)?.query.get('offset')).toBe('0');
    expect(new URLSearchParams(window.location.search).get('search')).toBe('rum');
  });

  it("creates a category with its sub-categories after a confirm step: 'Category successfully created!'", async () => {
    const api = mockCategories([RUMAH], {
      'POST master-article-categories': { status: 201, body: { payload: { ...TIPS, categoryName: 'Investasi', status: 'PUBLISH' } } },
    });
    openPage();
    await rowOf('Rumah');
    await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Category name is required.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Category Name'), 'Investasi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Sub-category' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Sub-category' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Sub-category' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sub-category 1' }), 'Properti Sewa');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sub-category 3' }), 'Tanah');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(within(dialog).getByText('Create the category “Investasi” with 2 sub-categories?')).toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Create' }));
    await toast('Category successfully created!');
    expect(posts(api)).toEqual([{ categoryName: 'Investasi', subCategories: ['Properti Sewa', 'Tanah'] }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Category' })).not.toBeInTheDocument());
    expect(api.callsTo('GET', 'master-article-categories').length).toBeGreaterThan(1);
  });

  it("shows the server's refusal of a used name under the field", async () => {
    mockCategories([RUMAH], {
      'POST master-article-categories': json(400, { code: 'err_validation', message: 'Category name is already used.', fields: { categoryName: 'Category name is already used.' } }),
    });
    openPage();
    await rowOf('Rumah');
    await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Category' });
    await userEvent.type(within(dialog).getByLabelText('Category Name'), 'rumah');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Create' }));
    expect(await within(dialog).findByText('Category name is already used.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Category Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('adds a sub-category under a parent', async () => {
    const api = mockCategories([RUMAH], { 'POST master-article-categories': { status: 201, body: { payload: RUMAH } } });
    openPage();
    await userEvent.click(within(await rowOf('Rumah')).getByRole('button', { name: 'Add sub-category to Rumah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Sub-category to Rumah' });
    await userEvent.type(within(dialog).getByLabelText('Sub-category Name'), 'Modern');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toast('Category successfully created!');
    expect(posts(api)).toEqual([{ parentCategoryId: 'cat-rumah', categoryName: 'Modern', status: 'PUBLISH' }]);
  });

  it('renames a category', async () => {
    const api = mockCategories([RUMAH], { 'PATCH master-article-categories/cat-rumah': ok({ ...RUMAH, categoryName: 'Hunian' }) });
    openPage();
    await userEvent.click(within(await rowOf('Rumah')).getByRole('button', { name: 'Rename Rumah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Rumah' });
    const field = within(dialog).getByLabelText('Category Name');
    expect(field).toHaveValue('Rumah');
    await userEvent.clear(field);
    await userEvent.type(field, 'Hunian');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toast('Category successfully updated!');
    expect(api.callsTo('PATCH', 'master-article-categories/cat-rumah').map((c) => c.body)).toEqual([{ categoryName: 'Hunian' }]);
  });

  it('unpublishes a parent after a confirmation that names its sub-categories', async () => {
    const api = mockCategories([RUMAH], { 'PATCH master-article-categories/cat-rumah': ok({ ...RUMAH, status: 'UNPUBLISH' }) });
    openPage();
    await userEvent.click(within(await rowOf('Rumah')).getByRole('button', { name: 'Unpublish Rumah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish Category' });
    expect(dialog).toHaveTextContent('Unpublish the category “Rumah”? Its sub-categories will be unpublished too.');
    expect(api.callsTo('PATCH', 'master-article-categories/cat-rumah')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await toast('Category successfully updated!');
    expect(api.callsTo('PATCH', 'master-article-categories/cat-rumah').map((c) => c.body)).toEqual([{ status: 'UNPUBLISH' }]);
  });

  it('publishes an unpublished sub-category from the expanded row', async () => {
    const api = mockCategories([RUMAH], { 'PATCH master-article-categories/cat-klasik': ok({ ...RUMAH.subCategories[1], status: 'PUBLISH', subCategories: [] }) });
    openPage();
    await userEvent.click(within(await rowOf('Rumah')).getByRole('button', { name: 'Expand Rumah' }));
    const subs = await screen.findByRole('table', { name: 'Sub-categories of Rumah' });
    await userEvent.click(within(subs).getByRole('button', { name: 'Publish Klasik' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Category' });
    expect(dialog).not.toHaveTextContent('sub-categories');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await toast('Category successfully updated!');
    expect(api.callsTo('PATCH', 'master-article-categories/cat-klasik').map((c) => c.body)).toEqual([{ status: 'PUBLISH' }]);
  });

  it("says 'No Records Found' without categories", async () => {
    mockCategories([]);
    openPage();
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });
});
