import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOVED_TEXT } from '../../../domain/comment';
import type { Comment } from '../../../domain/entities/comment';
import { CommentsPanel } from '../../../src/features/blog-comments/CommentsPanel';
import type { mockApi } from '../support/api';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { ARTICLE_ID, NOW, fakeComment, fakeCommentsServer, fakeReply, hoursAgo } from './fake-comments';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

function renderPanel() {
  return renderWithProviders(<CommentsPanel articleId={ARTICLE_ID} />, { session: fakeSession(['admin_blog']) });
}

const entry = (name: string) => screen.findByRole('article', { name });
const listNames = async () => {
  await screen.findAllByRole('article');
  return screen.getAllByRole('article').map((a) => document.getElementById(a.getAttribute('aria-labelledby') ?? '')?.textContent);
};
const gets = (api: ReturnType<typeof mockApi>) => api.callsTo('GET', 'article-comments');
const toast = (text: string) => screen.findByText(text, { selector: '.p-toast-summary' });

describe('comments panel: tabs, order, totals', () => {
  it('opens on Waiting Approval, oldest first, with the totals of the post', async () => {
    const api = fakeCommentsServer([
      fakeComment({ name: 'Budi', createdAt: hoursAgo(2) }),
      fakeComment({ name: 'Sari', createdAt: hoursAgo(5) }),
      fakeComment({ name: 'Andi', status: 'PUBLISH' }),
      fakeComment({ name: 'Rina', status: 'REJECTED' }),
    ]);
    renderPanel();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Waiting Approval', 'Approved', 'Rejected']);
    expect(screen.getByRole('tab', { name: 'Waiting Approval' })).toHaveAttribute('aria-selected', 'true');
    expect(await listNames()).toEqual(['Sari', 'Budi']);
    const first = gets(api)[0]?.query;
    expect([first?.get('articleIds'), first?.get('status'), first?.get('sort'), first?.get('showDeleted')]).toEqual([ARTICLE_ID, 'WAITING_APPROVAL', 'createdAt:ASC', 'false']);

    const totals = await screen.findByLabelText('Comment statistics');
    const pairs = within(totals).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Total Comments', '4'],
      ['Waiting Approval', '2'],
      ['Approved', '1'],
      ['Rejected', '1'],
    ]);
  });

  it('switches to latest first: the request asks createdAt:DESC', async () => {
    const api = fakeCommentsServer([fakeComment({ name: 'Budi', createdAt: hoursAgo(2) }), fakeComment({ name: 'Sari', createdAt: hoursAgo(5) })]);
    renderPanel();
    expect(await listNames()).toEqual(['Sari', 'Budi']);
    await userEvent.click(screen.getByRole('button', { name: 'Show latest first' }));
    await waitFor(() => expect(gets(api).at(-1)?.query.get('sort')).toBe('createdAt:DESC'));
    await waitFor(async () => expect(await listNames()).toEqual(['Budi', 'Sari']));
    expect(screen.getByText('Sorted: latest first')).toBeInTheDocument();
  });

  it('opens the Approved and Rejected tabs on their status', async () => {
    const api = fakeCommentsServer([fakeComment({ name: 'Andi', status: 'PUBLISH' }), fakeComment({ name: 'Rina', status: 'REJECTED' })]);
    renderPanel();
    await userEvent.click(await screen.findByRole('tab', { name: 'Approved' }));
    expect(await entry('Andi')).toBeInTheDocument();
    expect(gets(api).at(-1)?.query.get('status')).toBe('PUBLISH');
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await entry('Rina')).toBeInTheDocument();
    expect(gets(api).at(-1)?.query.get('status')).toBe('REJECTED');
  });

  it("says 'Belum ada komentar' when the tab is empty", async () => {
    fakeCommentsServer([]);
    renderPanel();
    expect(await screen.findByText('Belum ada komentar')).toBeInTheDocument();
  });

  it('shows times in Indonesian: minutes and hours ago, and the date past a week', async () => {
    fakeCommentsServer([
      fakeComment({ name: 'Lama', createdAt: '2026-03-01T03:00:00.000Z' }),
      fakeComment({ name: 'Budi', createdAt: hoursAgo(2) }),
      fakeComment({ name: 'Sari', createdAt: new Date(NOW.getTime() - 5 * 60_000).toISOString() }),
    ]);
    renderPanel();
    expect(within(await entry('Lama')).getByText('1 Maret 2026')).toBeInTheDocument();
    expect(within(await entry('Budi')).getByText('2 jam yang lalu')).toHaveAttribute('datetime', hoursAgo(2));
    expect(within(await entry('Sari')).getByText('5 menit yang lalu')).toBeInTheDocument();
  });

  it("collapses long text to 4 rows behind 'Read More'", async () => {
    const long = Array.from({ length: 8 }, (_, i) => `Baris ke-${i + 1} dari komentar yang panjang.`).join('\n');
    fakeCommentsServer([fakeComment({ name: 'Budi', comment: long }), fakeComment({ name: 'Sari', comment: 'Pendek.' })]);
    renderPanel();
    const budi = await entry('Budi');
    const more = within(budi).getByRole('button', { name: 'Read More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    expect(within(budi).getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(await entry('Sari')).queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
  });

  it("hides rejected text until 'Show Rejected/Deleted' is ticked, which also asks for deleted comments", async () => {
    const api = fakeCommentsServer([
      fakeComment({ name: 'Rina', status: 'REJECTED', comment: 'Spam murah!' }),
      fakeComment({ name: 'Hapus', status: 'REJECTED', isDeleted: true, comment: 'Dihapus admin' }),
    ]);
    renderPanel();
    await userEvent.click(await screen.findByRole('tab', { name: 'Rejected' }));
    const rina = await entry('Rina');
    expect(within(rina).getByText(REMOVED_TEXT)).toBeInTheDocument();
    expect(screen.queryByText('Spam murah!')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Hapus' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show Rejected/Deleted' }));
    expect(await screen.findByText('Spam murah!')).toBeInTheDocument();
    expect(within(await entry('Hapus')).getByText('Dihapus admin')).toBeInTheDocument();
    expect(gets(api).at(-1)?.query.get('showDeleted')).toBe('true');
  });
});

describe('comments panel: moderation', () => {
  it('approves a comment through its confirmation: PATCH {status: PUBLISH}; it leaves the tab, and under Approved only Delete is left', async () => {
    const [budi] = [fakeComment({ name: 'Budi' })];
    const api = fakeCommentsServer([budi!]);
    renderPanel();
    const item = await entry('Budi');
    expect(within(item).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Approve comment by Budi',
      'Reject comment by Budi',
      'Delete comment by Budi',
      'Reply to comment by Budi',
    ]);
    await userEvent.click(within(item).getByRole('button', { name: 'Approve comment by Budi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Comment' });
    expect(dialog).toHaveTextContent('Approve this comment?');
    expect(api.callsTo('PATCH', `article-comments/${budi!.commentId}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await toast('Comment approved successfully');
    expect(api.callsTo('PATCH', `article-comments/${budi!.commentId}`).map((c) => c.body)).toEqual([{ status: 'PUBLISH' }]);
    expect(await screen.findByText('Belum ada komentar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    const approved = await entry('Budi');
    expect(within(approved).getByText('Approved')).toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();
    expect(within(approved).getByRole('button', { name: 'Delete comment by Budi' })).toBeInTheDocument();
  });

  it('cancelling the confirmation sends nothing and keeps the buttons', async () => {
    const budi = fakeComment({ name: 'Budi' });
    const api = fakeCommentsServer([budi]);
    renderPanel();
    const item = await entry('Budi');
    await userEvent.click(within(item).getByRole('button', { name: 'Reject comment by Budi' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reject Comment' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    expect(within(item).getByRole('button', { name: 'Reject comment by Budi' })).toBeInTheDocument();
  });

  it('rejects a waiting reply (under Waiting Approval, headed by its approved comment): PATCH on the reply, which keeps no button at all', async () => {
    const comment = fakeComment({ name: 'Budi', status: 'PUBLISH' });
    const reply = fakeReply(comment.commentId, { name: 'Sari' });
    const api = fakeCommentsServer([{ ...comment, replies: [reply] }]);
    renderPanel();
    const sari = await entry('Sari');
    expect(within(await entry('Budi')).getByText('Shown for its replies')).toBeInTheDocument();
    await userEvent.click(within(sari).getByRole('button', { name: 'Reject reply by Sari' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reject Reply' })).getByRole('button', { name: 'Reject' }));
    await toast('Reply rejected successfully');
    expect(api.callsTo('PATCH', `article-reply-comments/${reply.replyId}`).map((c) => c.body)).toEqual([{ status: 'REJECTED' }]);
    expect(await screen.findByText('Belum ada komentar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Rejected' }));
    const rejected = await entry('Sari');
    expect(within(rejected).getByText('Rejected')).toBeInTheDocument();
    expect(within(rejected).getByText(REMOVED_TEXT)).toBeInTheDocument();
    expect(within(rejected).queryAllByRole('button')).toHaveLength(0);
  });

  it('a rejected reply offers no delete; its approved comment does, in its own tab', async () => {
    const comment = fakeComment({ name: 'Budi', status: 'PUBLISH' });
    fakeCommentsServer([{ ...comment, replies: [fakeReply(comment.commentId, { name: 'Sari', status: 'REJECTED' })] }]);
    renderPanel();
    await userEvent.click(await screen.findByRole('tab', { name: 'Rejected' }));
    const sari = await entry('Sari');
    expect(within(sari).queryByRole('button', { name: 'Delete reply by Sari' })).not.toBeInTheDocument();
    expect(within(sari).queryAllByRole('button')).toHaveLength(0);
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByRole('button', { name: 'Delete comment by Budi' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Sari' })).not.toBeInTheDocument();
  });

  it("deletes after a 'cannot be undone' confirmation; it leaves the tab, and with 'Show Rejected/Deleted' keeps its status label", async () => {
    const budi = fakeComment({ name: 'Budi', status: 'PUBLISH', comment: 'Komentar asli' });
    const api = fakeCommentsServer([budi]);
    renderPanel();
    await userEvent.click(await screen.findByRole('tab', { name: 'Approved' }));
    const item = await entry('Budi');
    await userEvent.click(within(item).getByRole('button', { name: 'Delete comment by Budi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Comment' });
    expect(dialog).toHaveTextContent('cannot be undone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toast('Comment deleted successfully');
    expect(api.callsTo('DELETE', `article-comments/${budi.commentId}`)).toHaveLength(1);
    expect(await screen.findByText('Belum ada komentar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show Rejected/Deleted' }));
    const deleted = await entry('Budi');
    expect(within(deleted).getByText('Approved')).toBeInTheDocument();
    expect(within(deleted).getByText('Deleted')).toBeInTheDocument();
    expect(within(deleted).getByText('Komentar asli')).toBeInTheDocument();
    expect(within(deleted).queryAllByRole('button')).toHaveLength(0);
  });

  it('a refused move shows the reason beside the item and offers the moves again', async () => {
    fakeCommentsServer([fakeComment({ name: 'Budi' })], { refuse: true });
    renderPanel();
    const item = await entry('Budi');
    await userEvent.click(within(item).getByRole('button', { name: 'Approve comment by Budi' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Approve Comment' })).getByRole('button', { name: 'Approve' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('This comment is already Approved.');
    expect(within(item).getByText('Waiting Approval')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Approve comment by Budi' })).toBeInTheDocument();
  });
});

describe('comments panel: writing and bulk moderation', () => {
  it('the reply dialog (520 wide) requires text, then posts only the text to the comment', async () => {
    const budi = fakeComment({ name: 'Budi', comment: 'Apakah masih tersedia?' });
    const api = fakeCommentsServer([budi]);
    renderPanel();
    await userEvent.click(within(await entry('Budi')).getByRole('button', { name: 'Reply to comment by Budi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Budi' });
    expect(dialog).toHaveStyle({ width: '520px' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Reply' }));
    expect(await within(dialog).findByText('Comment is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Comment')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', 'article-reply-comments')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Masih, silakan hubungi kami.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Reply' }));
    await toast('Reply added successfully');
    expect(api.callsTo('POST', 'article-reply-comments').map((c) => c.body)).toEqual([{ commentId: budi.commentId, comment: 'Masih, silakan hubungi kami.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reply to Budi' })).not.toBeInTheDocument());
  });

  it("'Add Comment' posts the text with the post's id; blank text is refused", async () => {
    const api = fakeCommentsServer([]);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Comment' });
    await userEvent.type(within(dialog).getByLabelText('Comment'), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Comment' }));
    expect(await within(dialog).findByText('Comment is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Terima kasih atas masukannya');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Comment' }));
    await toast('Comment added successfully');
    expect(api.callsTo('POST', 'article-comments').map((c) => c.body)).toEqual([{ articleId: ARTICLE_ID, comment: 'Terima kasih atas masukannya' }]);
  });

  it('bulk approve sends the ticked waiting comments after a confirmation, then reloads the tab', async () => {
    const [a, b, c] = [fakeComment({ name: 'Budi' }), fakeComment({ name: 'Sari' }), fakeComment({ name: 'Andi' })];
    const api = fakeCommentsServer([a!, b!, c!]);
    renderPanel();
    await entry('Budi');
    expect(screen.queryByRole('button', { name: 'Approve selected' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select comment by Budi' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select comment by Andi' }));
    expect(screen.getByRole('group', { name: 'Bulk moderation' })).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Comments' });
    expect(dialog).toHaveTextContent('Approve 2 comments selected?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await toast('2 comments approved successfully');
    expect(api.callsTo('POST', 'article-comments/bulk-update-status').map((call) => call.body)).toEqual([{ commentIds: [a!.commentId, c!.commentId], status: 'PUBLISH' }]);
    await waitFor(async () => expect(await listNames()).toEqual(['Sari']));
    expect(screen.queryByRole('group', { name: 'Bulk moderation' })).not.toBeInTheDocument();
  });

  it('offers no checkboxes outside Waiting Approval', async () => {
    fakeCommentsServer([fakeComment({ name: 'Andi', status: 'PUBLISH' })]);
    renderPanel();
    await userEvent.click(await screen.findByRole('tab', { name: 'Approved' }));
    await entry('Andi');
    expect(screen.queryByRole('checkbox', { name: /^Select comment/ })).not.toBeInTheDocument();
  });

  it("brings the next page with 'Load more comments'", async () => {
    const many: Comment[] = Array.from({ length: 23 }, (_, i) => fakeComment({ name: `Pembaca ${i + 1}`, createdAt: hoursAgo(100 - i) }));
    const api = fakeCommentsServer(many);
    renderPanel();
    await screen.findByText('Showing 20 of 23');
    await userEvent.click(screen.getByRole('button', { name: 'Load more comments' }));
    await screen.findByText('Showing 23 of 23');
    expect(gets(api).map((c) => c.query.get('offset'))).toEqual(['0', '20']);
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
  });
});

describe('comments panel: after a moderation', () => {
  it('the open tab and the other tabs load afresh: the approved comment shows under Approved, not under Waiting Approval', async () => {
    const budi = fakeComment({ name: 'Budi' });
    const api = fakeCommentsServer([budi, fakeComment({ name: 'Sari' })]);
    renderPanel();
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('Belum ada komentar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Waiting Approval' }));
    const item = await entry('Budi');
    await userEvent.click(within(item).getByRole('button', { name: 'Approve comment by Budi' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Approve Comment' })).getByRole('button', { name: 'Approve' }));
    await toast('Comment approved successfully');
    await waitFor(async () => expect(await listNames()).toEqual(['Sari']));
    expect(within(screen.getByLabelText('Comment statistics')).getByText('Total Comments').nextElementSibling).toHaveTextContent('2');
    await waitFor(() => expect(within(screen.getByLabelText('Comment statistics')).getAllByRole('definition').map((d) => d.textContent)).toEqual(['2', '1', '1', '0']));

    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await entry('Budi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Waiting Approval' }));
    // Loaded afresh: never the approved comment as it was.
    expect(await listNames()).toEqual(['Sari']);
    // The open tab reloads once after the move, the others when opened.
    expect(gets(api).map((c) => c.query.get('status'))).toEqual(['WAITING_APPROVAL', 'PUBLISH', 'WAITING_APPROVAL', 'WAITING_APPROVAL', 'PUBLISH', 'WAITING_APPROVAL']);
  });
});
