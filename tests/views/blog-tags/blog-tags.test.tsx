import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ArticleTag } from '../../../domain/entities/article';
import BlogTagsPage from '../../../src/features/blog-tags/BlogTagsPage';
import { json, mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';

const KPR: ArticleTag = { tagId: 'tag-kpr', tagName: 'KPR', status: 'PUBLISH' };
const PAJAK: ArticleTag = { tagId: 'tag-pajak', tagName: 'Pajak', status: 'UNPUBLISH' };

function mockTags(rows: ArticleTag[] = [KPR, PAJAK], extra: Parameters<typeof mockApi>[0] = {}, count = rows.length) {
  return mockApi({ 'GET master-article-tags': () => ok({ results: rows, count, prev: null, next: null }), ...extra });
}

function openPage(path = '/blog-tags') {
  window.history.replaceState(null, '', path);
  return renderWithProviders(<BlogTagsPage />, { session: fakeSession(['admin_blog']) });
}

const rowOf = async (name: string) => (await within(await screen.findByRole('table', { name: 'Tags' })).findByText(name)).closest('tr') as HTMLElement;
const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

async function openNewTag() {
  await rowOf('KPR');
  await userEvent.click(screen.getByRole('button', { name: 'Add New Tag' }));
  return screen.findByRole('dialog', { name: 'Add New Tag' });
}

describe('/blog-tags', () => {
  it('lists tags with their status, 25 a page from the URL', async () => {
    const api = mockTags();
    openPage('/blog-tags?page=2');
    expect([...(await rowOf('KPR')).querySelectorAll('td')].map((c) => c.textContent)).toEqual(['KPR', 'Published', 'RenameUnpublish']);
    expect((await rowOf('Pajak')).textContent).toContain('Unpublish');
    expect(Object.fromEntries(api.callsTo('GET', 'master-article-tags')[0]?.query ?? [])).toEqual({ limit: '25', offset: '25' });
  });

  it('searches by name after the debounce', async () => {
    const api = mockTags();
    openPage();
    await rowOf('KPR');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'kpr');
    await waitFor(() => expect(api.callsTo('GET', 'master-article-tags').at(-1)?.query.get('search')).toBe('kpr'));
  });

  it("refuses an empty tag with 'Please enter new tag.' and sends nothing", async () => {
    const api = mockTags();
    openPage();
    const dialog = await openNewTag();
    await userEvent.type(within(dialog).getByLabelText('Tag Name'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter new tag.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Tag Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'master-article-tags')).toHaveLength(0);
  });

  it("adds a tag after a confirm step: 'Successfully Add New Tag'", async () => {
    const api = mockTags([KPR], { 'POST master-article-tags': { status: 201, body: { payload: { tagId: 'tag-new', tagName: 'Rumah Subsidi', status: 'PUBLISH' } } } });
    openPage();
    const dialog = await openNewTag();
    await userEvent.type(within(dialog).getByLabelText('Tag Name'), '  Rumah Subsidi ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Add the new tag “Rumah Subsidi”?')).toBeInTheDocument();
    expect(api.callsTo('POST', 'master-article-tags')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Save' }));
    await toast('Successfully Add New Tag');
    expect(api.callsTo('POST', 'master-article-tags').map((c) => c.body)).toEqual([{ tagName: 'Rumah Subsidi' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add New Tag' })).not.toBeInTheDocument());
  });

  it('a used name comes back under the field, the dialog stays open', async () => {
    mockTags([KPR], { 'POST master-article-tags': json(400, { code: 'err_validation', message: 'Tag name is already used.', fields: { tagName: 'Tag name is already used.' } }) });
    openPage();
    const dialog = await openNewTag();
    await userEvent.type(within(dialog).getByLabelText('Tag Name'), 'kpr');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Save' }));
    expect(await within(dialog).findByText('Tag name is already used.')).toBeInTheDocument();
  });

  it('renames a tag', async () => {
    const api = mockTags([KPR], { 'PATCH master-article-tags/tag-kpr': ok({ ...KPR, tagName: 'KPR Syariah' }) });
    openPage();
    await userEvent.click(within(await rowOf('KPR')).getByRole('button', { name: 'Rename KPR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename KPR' });
    await userEvent.type(within(dialog).getByLabelText('Tag Name'), ' Syariah');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await toast('Tag successfully updated!');
    expect(api.callsTo('PATCH', 'master-article-tags/tag-kpr').map((c) => c.body)).toEqual([{ tagName: 'KPR Syariah' }]);
  });

  it('publishes and unpublishes after a confirmation', async () => {
    const api = mockTags([KPR, PAJAK], {
      'PATCH master-article-tags/tag-pajak': ok({ ...PAJAK, status: 'PUBLISH' }),
      'PATCH master-article-tags/tag-kpr': ok({ ...KPR, status: 'UNPUBLISH' }),
    });
    openPage();
    await userEvent.click(within(await rowOf('Pajak')).getByRole('button', { name: 'Publish Pajak' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Publish Tag' })).getByRole('button', { name: 'Publish' }));
    await toast('Tag successfully updated!');
    expect(api.callsTo('PATCH', 'master-article-tags/tag-pajak').map((c) => c.body)).toEqual([{ status: 'PUBLISH' }]);

    await userEvent.click(within(await rowOf('KPR')).getByRole('button', { name: 'Unpublish KPR' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish Tag' });
    expect(dialog).toHaveTextContent('Unpublish the tag “KPR”?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('PATCH', 'master-article-tags/tag-kpr')).toHaveLength(0);
  });
});
