import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLOG_MESSAGES } from '../../../domain/blog';
import type { ArticleTag } from '../../../domain/entities/article';
import { MESSAGES } from '../../../domain/messages';
import { stripHtml } from '../../../domain/validation';
import { list, ok } from '../support/api';
import { renderApp } from '../support/render';
import { fakeSession } from '../support/session';
import { fakeArticle, FILE_KEY, layoutParents, TAGS } from './fixtures';
import { fillDetail, NEW_ID, wizardApi } from './wizard-support';
import { FakeXhr, sentUpload, stored } from '../support/xhr';

layoutParents();

const session = fakeSession(['admin_blog']);
const open = (path: string) => renderApp(path, { session });
const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));
const location = () => `${window.location.pathname}${window.location.search}`;

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/blog-posts/create, step 1 (detail-post)', () => {
  it('refuses an empty form: each message at its field, the first invalid focused, nothing sent', async () => {
    const api = wizardApi();
    open('/blog-posts/create');
    const title = await screen.findByLabelText('Title');
    await next();
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription(MESSAGES.required('Title'));
    expect(screen.getByLabelText('Meta Description')).toHaveAccessibleDescription(MESSAGES.required('Meta Description'));
    expect(screen.getByRole('combobox', { name: 'Categories' })).toHaveAccessibleDescription(MESSAGES.categoriesRequired);
    expect(screen.getByRole('combobox', { name: 'Tags' })).toHaveAccessibleDescription(MESSAGES.required('Tags'));
    expect(screen.getByLabelText(/^Image \(JPG or PNG/)).toHaveAccessibleDescription(MESSAGES.required('Feature image'));
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(screen.getByText('Title', { selector: 'label' }));
    expect(api.callsTo('POST', 'articles')).toHaveLength(0);
  });

  it('refuses a meta description over 160 characters, counting as the user types', async () => {
    const api = wizardApi();
    open('/blog-posts/create');
    await fillDetail(api);
    const meta = screen.getByLabelText('Meta Description');
    await userEvent.clear(meta);
    await userEvent.click(meta);
    await userEvent.paste('x'.repeat(161));
    expect(screen.getByText('161/160')).toBeInTheDocument();
    await next();
    await waitFor(() => expect(meta).toHaveFocus());
    expect(meta).toHaveAccessibleDescription('Meta Description max 160 characters.');
    expect(api.callsTo('POST', 'articles')).toHaveLength(0);
  });

  it('asks for a schedule date when the post is scheduled', async () => {
    const api = wizardApi();
    open('/blog-posts/create');
    await fillDetail(api);
    await userEvent.click(screen.getByLabelText('Schedule'));
    const date = screen.getByLabelText('Schedule Date (YYYY-MM-DD HH:mm, WIB)');
    await next();
    await waitFor(() => expect(date).toHaveAccessibleDescription(MESSAGES.required('Schedule date')));
    expect(api.callsTo('POST', 'articles')).toHaveLength(0);
  });

  it("'Save to Draft' saves the post as OPEN, uploads its image, then lands on the Draft tab with 'Blog saved as draft!'", async () => {
    const api = wizardApi();
    open('/blog-posts/create');
    await fillDetail(api);
    await userEvent.click(screen.getByRole('button', { name: 'Save to Draft' }));

    await waitFor(() => expect(api.callsTo('POST', 'articles')).toHaveLength(1));
    expect(api.callsTo('POST', 'articles')[0]?.body).toEqual({
      title: 'Rumah Baru di Bogor',
      subtitle: 'Rumah baru dekat stasiun.',
      authorName: 'Dewi',
      categoryIds: ['cat-minimalis'],
      parentCategoryIds: ['cat-home'],
      tagIds: ['tag-kpr'],
      publishType: 'PUBLISH_NOW',
      publicationAt: null,
      slug: 'rumah-baru-di-bogor',
      status: 'OPEN',
      externalData: { employeeId: session.employeeId },
    });

    const upload = await sentUpload();
    expect(upload.url).toBe('/api/files');
    expect(upload.form.names).toEqual(['purpose', 'fileName', 'file']);
    expect(upload.form.fields).toEqual({ purpose: 'blogFeatureImage', fileName: 'fasad-depan.jpg' });
    expect(upload.form.file.type).toBe('image/jpeg');
    upload.progress(30, 100);
    expect(screen.getByRole('progressbar', { name: 'Uploading fasad-depan.jpg' })).toHaveAttribute('aria-valuenow', '30');
    upload.respond(200, stored(FILE_KEY, 'fasad-depan.jpg'));

    await waitFor(() => expect(api.callsTo('POST', `articles/image/${NEW_ID}`)).toHaveLength(1));
    expect(api.callsTo('POST', `articles/image/${NEW_ID}`)[0]?.body).toEqual({ fileKey: FILE_KEY, imageName: 'fasad-depan', captionImage: '', altText: '' });
    expect(await screen.findByText(BLOG_MESSAGES.draftSaved)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/blog-posts?activeTab=OPEN'));
    expect(api.callsTo('PATCH', `articles/${NEW_ID}`)).toHaveLength(0);
  });

  it('a failed image upload still saves the post and goes on to step 2', async () => {
    const api = wizardApi();
    open('/blog-posts/create');
    await fillDetail(api);
    await next();
    await waitFor(() => expect(api.callsTo('POST', 'articles')).toHaveLength(1));
    (await sentUpload()).respond(500, { code: 'err_internal', message: 'Disk full' });
    expect(await screen.findByText(BLOG_MESSAGES.uploadError)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe(`/blog-posts/create/${NEW_ID}/description-post`));
    expect(await screen.findByRole('button', { name: 'Create' })).toBeInTheDocument();
    expect(api.callsTo('POST', `articles/image/${NEW_ID}`)).toHaveLength(0);
  });
});

describe('step 2 (description-post)', () => {
  it('Next leads to the body; an empty body is refused at its field; Create submits it for approval', async () => {
    const api = wizardApi();
    open('/blog-posts/create');
    await fillDetail(api);
    await next();
    (await sentUpload()).respond(200, stored(FILE_KEY, 'fasad-depan.jpg'));
    await waitFor(() => expect(location()).toBe(`/blog-posts/create/${NEW_ID}/description-post`));
    expect(api.callsTo('POST', 'articles')[0]?.body).toMatchObject({ status: 'OPEN' });

    const body = await screen.findByRole('textbox', { name: 'Body' });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(body).toHaveAccessibleDescription(MESSAGES.required('Body')));
    expect(api.callsTo('PATCH', `articles/${NEW_ID}`)).toHaveLength(0);

    await userEvent.type(body, 'Rumah ini dekat stasiun.');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.callsTo('PATCH', `articles/${NEW_ID}`)).toHaveLength(1));
    const sent = api.callsTo('PATCH', `articles/${NEW_ID}`)[0]?.body as { body: string; status: string };
    expect(Object.keys(sent).sort()).toEqual(['body', 'status']);
    expect(sent.status).toBe('NEED_APPROVAL');
    expect(stripHtml(sent.body)).toBe('Rumah ini dekat stasiun.');
    expect(await screen.findByText(BLOG_MESSAGES.awaitingApproval)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/blog-posts?activeTab=NEED_APPROVAL'));
  });
});

describe('/blog-posts/{articleId}/edit', () => {
  const saved = fakeArticle({ status: 'PUBLISH', body: '<p>Isi lama.</p>' });

  it('fills the form with the post, and keeps its status through both steps', async () => {
    const api = wizardApi({
      [`GET articles/${saved.articleId}`]: ok(saved),
      [`PATCH articles/${saved.articleId}`]: (call) => ok({ ...saved, ...(call.body as object) }),
    });
    open(`/blog-posts/${saved.articleId}/edit`);
    expect(await screen.findByLabelText('Title')).toHaveValue(saved.title);
    expect(screen.getByLabelText('Meta Description')).toHaveValue(saved.subtitle);
    expect(screen.getByLabelText('URL')).toHaveValue(`/article/${saved.slug}`);
    expect(screen.getByRole('img', { name: 'Fasad rumah dua lantai' })).toBeInTheDocument();
    await next();

    await waitFor(() => expect(api.callsTo('PATCH', `articles/${saved.articleId}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `articles/${saved.articleId}`)[0]?.body).toMatchObject({
      title: saved.title,
      categoryIds: ['cat-home', 'cat-minimalis'],
      parentCategoryIds: ['cat-home'],
      tagIds: ['tag-kpr'],
      slug: saved.slug,
      status: 'PUBLISH',
    });
    expect(api.callsTo('POST', 'articles/check-slug')).toHaveLength(0);
    expect(FakeXhr.all).toHaveLength(0);
    await waitFor(() => expect(location()).toBe(`/blog-posts/${saved.articleId}/edit/description-post`));
    const body = await screen.findByRole('textbox', { name: 'Body' });
    await waitFor(() => expect(body).toHaveTextContent('Isi lama.'));
    await userEvent.type(body, ' Tambahan.');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(api.callsTo('PATCH', `articles/${saved.articleId}`)).toHaveLength(2));
    const sent = api.callsTo('PATCH', `articles/${saved.articleId}`)[1]?.body as { body: string; status: string };
    expect(sent.status).toBe('PUBLISH');
    // jsdom puts the caret at the start: where the new words land is the browser's business, not this test's.
    expect(stripHtml(sent.body)).toContain('Isi lama.');
    expect(stripHtml(sent.body)).toContain('Tambahan.');
    expect(await screen.findByText(BLOG_MESSAGES.updated)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/blog-posts?activeTab=PUBLISH'));
  });

  it('Previous goes back to step 1 of the saved post, and Next returns with the body written so far', async () => {
    const api = wizardApi({
      [`GET articles/${saved.articleId}`]: ok(saved),
      [`PATCH articles/${saved.articleId}`]: (call) => ok({ ...saved, ...(call.body as object) }),
    });
    open(`/blog-posts/${saved.articleId}/edit`);
    await screen.findByLabelText('Title');
    await next();
    const body = await screen.findByRole('textbox', { name: 'Body' });
    await userEvent.type(body, ' Draf.');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(location()).toBe(`/blog-posts/${saved.articleId}/edit`));
    expect(await screen.findByLabelText('Title')).toHaveValue(saved.title);
    await next();
    await waitFor(() => expect(api.callsTo('PATCH', `articles/${saved.articleId}`)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent(/Draf\./));
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent(/Isi lama\./);
  });

  it('a reload of step 2 lands on step 1 of the saved post (step 2 needs step 1 first)', async () => {
    wizardApi({ [`GET articles/${saved.articleId}`]: ok(saved) });
    open(`/blog-posts/${saved.articleId}/edit/description-post`);
    expect(await screen.findByLabelText('Title')).toHaveValue(saved.title);
    await waitFor(() => expect(location()).toBe(`/blog-posts/${saved.articleId}/edit`));
  });
});

describe('new tag inside the wizard', () => {
  it("asks for a name ('Please enter new tag.'), confirms, creates it, says so and chooses it", async () => {
    const tags: ArticleTag[] = [...TAGS];
    const api = wizardApi({
      'GET master-article-tags': () => list(tags),
      'POST master-article-tags': (call) => {
        const tag: ArticleTag = { tagId: 'tag-new', tagName: (call.body as { tagName: string }).tagName, status: 'PUBLISH' };
        tags.push(tag);
        return ok(tag);
      },
    });
    open('/blog-posts/create');
    await screen.findByLabelText('Title');
    await userEvent.click(screen.getByRole('button', { name: 'New Tag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Tag' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Tag Name')).toHaveAccessibleDescription(MESSAGES.enterNewTag);

    await userEvent.type(within(dialog).getByLabelText('Tag Name'), 'Properti');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Add the new tag “Properti”?')).toBeInTheDocument();
    expect(api.callsTo('POST', 'master-article-tags')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Add' }));

    await waitFor(() => expect(api.callsTo('POST', 'master-article-tags')).toHaveLength(1));
    expect(api.callsTo('POST', 'master-article-tags')[0]?.body).toMatchObject({ tagName: 'Properti' });
    expect(await screen.findByText(MESSAGES.tagCreated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Tag' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tags' })).toHaveValue('Properti'));
    expect(api.callsTo('POST', 'articles')).toHaveLength(0);
  });
});

describe('the URL of the post', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is checked 500 ms after the last keystroke and says 'URL already used!' at the field", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = wizardApi({ 'POST articles/check-slug': (call) => ok({ slug: (call.body as { slug: string }).slug, isUsed: true }) });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    open('/blog-posts/create');
    await user.type(await screen.findByLabelText('Title'), 'Rumah Lama');
    expect(screen.getByLabelText('URL')).toHaveValue('/article/rumah-lama');
    await vi.advanceTimersByTimeAsync(400);
    expect(api.callsTo('POST', 'articles/check-slug')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(200);
    await waitFor(() => expect(api.callsTo('POST', 'articles/check-slug')).toHaveLength(1));
    expect(api.callsTo('POST', 'articles/check-slug')[0]?.body).toEqual({ slug: 'rumah-lama' });
    await waitFor(() => expect(screen.getByLabelText('URL')).toHaveAccessibleDescription(MESSAGES.urlUsed));
  });
});
