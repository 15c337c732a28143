import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { Article } from '../../../domain/entities/article';
import PostDetailPage, { PostDetail } from '../../../src/features/blog-posts/PostDetailPage';
import { statusChangedMessage } from '../../../src/features/blog-posts/detail/StatusActions';
import { mockApi, ok } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { ARTICLE_ID, fakeArticle } from './fixtures';

function mockArticle(article: Article, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ [`GET articles/${article.articleId}`]: ok(article), ...extra });
}

function openDetail(path: string, page = <Route path="/blog-posts/:articleId/:index?" component={PostDetailPage} />) {
  window.history.replaceState(null, '', path);
  return renderWithProviders(page, { session: fakeSession(['admin_blog']) });
}

const details = () => screen.getByRole('region', { name: 'Detail Post' });
const valueOf = (label: string) => within(details()).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('/blog-posts/{articleId}', () => {
  it('shows the detail step: title, meta description, categories with their parent, tags, image, publish date, blog admin and author', async () => {
    mockArticle(fakeArticle());
    openDetail(`/blog-posts/${ARTICLE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Tips Membeli Rumah Pertama' });
    expect(valueOf('Post Title')).toHaveTextContent('Tips Membeli Rumah Pertama');
    expect(valueOf('Meta Description')).toHaveTextContent('Panduan singkat membeli rumah pertama.');
    expect(within(valueOf('Categories')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Rumah', 'Rumah / Minimalis']);
    expect(valueOf('Tags')).toHaveTextContent('KPR');
    expect(within(valueOf('Images')).getByRole('img', { name: 'Fasad rumah dua lantai' })).toHaveAttribute('src', '/api/files/feature-key');
    expect(valueOf('Images')).toHaveTextContent('Rumah di Bogor');
    expect(valueOf('Publish At')).toHaveTextContent('10 Mar 2026 14:30');
    expect(within(details()).queryByText('Publish Scheduled At')).not.toBeInTheDocument();
    expect(valueOf('Blog Admin')).toHaveTextContent('Dewi Lestari');
    expect(valueOf('Author/Editor Name')).toHaveTextContent('Rina Editor');
    expect(within(details()).getByRole('link', { name: 'Next' })).toHaveAttribute('href', `/blog-posts/${ARTICLE_ID}/description-post`);
  });

  it("has the status tag, 'View Blog' opening the public page in a new tab and 'Edit Post'", async () => {
    mockArticle(fakeArticle({ status: 'NEED_APPROVAL' }));
    openDetail(`/blog-posts/${ARTICLE_ID}/detail-post`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Waiting Approval', { selector: '.p-tag-value' })).toBeInTheDocument();
    const view = screen.getByRole('link', { name: /View Blog/ });
    expect(view).toHaveAttribute('href', '/article/tips-membeli-rumah-pertama');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByRole('link', { name: 'Edit Post' })).toHaveAttribute('href', `/blog-posts/${ARTICLE_ID}/edit`);
  });

  it("labels a scheduled post's date 'Publish Scheduled At' and shows the placeholder when there is no image", async () => {
    mockArticle(fakeArticle({ publishType: 'SCHEDULED', status: 'SCHEDULED', publicationAt: '2026-04-01T03:00:00.000Z', images: [] }));
    openDetail(`/blog-posts/${ARTICLE_ID}`);
    await screen.findByRole('heading', { level: 1 });
    expect(valueOf('Publish Scheduled At')).toHaveTextContent('01 Apr 2026 10:00');
    expect(within(details()).queryByText('Publish At')).not.toBeInTheDocument();
    expect(within(valueOf('Images')).getByRole('img', { name: 'No image' })).toBeInTheDocument();
  });

  it('shows the description step: the body cleaned of handlers and scripts, with Previous', async () => {
    mockArticle(fakeArticle({ body: '<h2>Judul</h2><p>Paragraf aman.</p><img src="x" onerror="window.__xss = 1"><script>window.__xss = 2</script>' }));
    openDetail(`/blog-posts/${ARTICLE_ID}/description-post`);
    const body = await screen.findByRole('region', { name: 'Description Post' });
    expect(within(body).getByText('Paragraf aman.')).toBeInTheDocument();
    expect(within(body).getByRole('heading', { level: 2, name: 'Judul' })).toBeInTheDocument();
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(body.querySelector('script')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    expect(within(body).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', `/blog-posts/${ARTICLE_ID}`);
    expect(screen.queryByRole('region', { name: 'Detail Post' })).not.toBeInTheDocument();
  });

  it('approves a waiting post after a confirmation: PATCH {status: PUBLISH}', async () => {
    const api = mockArticle(fakeArticle({ status: 'NEED_APPROVAL' }), {
      [`PATCH articles/${ARTICLE_ID}`]: (call) => ok(fakeArticle({ status: (call.body as { status: Article['status'] }).status })),
    });
    openDetail(`/blog-posts/${ARTICLE_ID}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Post?' });
    expect(api.callsTo('PATCH', `articles/${ARTICLE_ID}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api.callsTo('PATCH', `articles/${ARTICLE_ID}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `articles/${ARTICLE_ID}`)[0]?.body).toEqual({ status: 'PUBLISH' });
    expect(await screen.findByText(statusChangedMessage('Tips Membeli Rumah Pertama'))).toBeInTheDocument();
  });

  it('sends nothing when the confirmation is declined', async () => {
    const api = mockArticle(fakeArticle({ status: 'PUBLISH' }));
    openDetail(`/blog-posts/${ARTICLE_ID}`);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Unpublish Post?' })).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', `articles/${ARTICLE_ID}`)).toHaveLength(0);
  });

  it('renders the comments panel it is given in a right column, for this post', async () => {
    mockArticle(fakeArticle());
    openDetail(
      `/blog-posts/${ARTICLE_ID}`,
      <Route path="/blog-posts/:articleId/:index?">
        <PostDetail commentsPanel={(articleId) => <p>Comments of {articleId}</p>} />
      </Route>,
    );
    const aside = await screen.findByRole('complementary', { name: 'Comments' });
    expect(aside).toHaveTextContent(`Comments of ${ARTICLE_ID}`);
  });

  it('says the post was not found on a 404', async () => {
    mockApi({});
    openDetail('/blog-posts/nope');
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
  });
});
