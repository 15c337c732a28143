/**
 * Issue 12 item 2: each tab of the comments panel lists exactly what its
 * total counts, at once after every move, replies included (domain/comment.ts:
 * every comment and reply counts once, in the tab of its own status; a
 * comment in another tab only heads its replies there, without its moves).
 * The fake API keeps its state and answers lists and totals from it by the
 * same rule, as the server does; nothing here reloads the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOVED_TEXT, TOTALS_NOTE } from '../../../domain/comment';
import type { Comment } from '../../../domain/entities/comment';
import { CommentsPanel } from '../../../src/features/blog-comments/CommentsPanel';
import { renderWithProviders } from '../support/render';
import { fakeSession } from '../support/session';
import { ARTICLE_ID, NOW, fakeComment, fakeCommentsServer, fakeReply, hoursAgo } from './fake-comments';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

type TabLabel = 'Waiting Approval' | 'Approved' | 'Rejected';
type Totals = [total: number, waiting: number, approved: number, rejected: number];

const STATUS_TAG = /^(Waiting Approval|Approved|Rejected)$/;

/** Every entry on screen as 'name: status', in page order; an entry's own tag comes before its replies'. */
function entries(): string[] {
  return screen.queryAllByRole('article').map((article) => {
    const name = document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent;
    return `${name}: ${within(article).getAllByText(STATUS_TAG)[0]?.textContent}`;
  });
}

function totals(): Record<string, number> {
  const dl = screen.getByLabelText('Comment statistics');
  return Object.fromEntries(within(dl).getAllByRole('term').map((dt) => [dt.textContent, Number(dt.nextElementSibling?.textContent)]));
}

/**
 * The open tab shows these entries and the totals are these; and what a user
 * would check: the entries the tab's own label tags are as many as its total.
 */
async function expectPanel(tab: TabLabel, expected: string[], [total, waiting, approved, rejected]: Totals) {
  await waitFor(() => {
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(entries()).toEqual(expected);
    expect(totals()).toEqual({ 'Total Comments': total, 'Waiting Approval': waiting, Approved: approved, Rejected: rejected });
  });
  if (expected.length === 0) expect(screen.getByText('Belum ada komentar')).toBeInTheDocument();
  expect(entries().filter((e) => e.endsWith(`: ${tab}`))).toHaveLength(totals()[tab]!);
}

async function openTab(tab: TabLabel, expected: string[], counts: Totals) {
  await userEvent.click(screen.getByRole('tab', { name: tab }));
  await expectPanel(tab, expected, counts);
}

const ACCEPT = { Approve: 'Approve', Reject: 'Reject', Delete: 'Delete' } as const;

/** Click a move's button, accept its confirmation, and wait for its notice. */
async function move(verb: keyof typeof ACCEPT, kind: 'comment' | 'reply', name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `${verb} ${kind} by ${name}` }));
  const noun = kind === 'comment' ? 'Comment' : 'Reply';
  await userEvent.click(within(await screen.findByRole('dialog', { name: `${verb} ${noun}` })).getByRole('button', { name: ACCEPT[verb] }));
  const done = { Approve: 'approved', Reject: 'rejected', Delete: 'deleted' }[verb];
  await screen.findAllByText(`${noun} ${done} successfully`, { selector: '.p-toast-summary' });
}

/** Budi waits with Sari's waiting reply; Andi waits alone. */
function budiSariAndi(): Comment[] {
  const budi = fakeComment({ name: 'Budi', comment: 'Masih ada unit?', createdAt: hoursAgo(5) });
  const sari = fakeReply(budi.commentId, { name: 'Sari', createdAt: hoursAgo(4) });
  return [{ ...budi, replies: [sari] }, fakeComment({ name: 'Andi', createdAt: hoursAgo(3) })];
}

const renderPanel = () => renderWithProviders(<CommentsPanel articleId={ARTICLE_ID} />, { session: fakeSession(['admin_blog']) });

describe('comments panel: every tab holds exactly what its total counts', () => {
  it('says that replies are counted with comments', async () => {
    fakeCommentsServer(budiSariAndi());
    renderPanel();
    expect(await screen.findByText(TOTALS_NOTE)).toBeInTheDocument();
    await expectPanel('Waiting Approval', ['Budi: Waiting Approval', 'Sari: Waiting Approval', 'Andi: Waiting Approval'], [3, 3, 0, 0]);
  });

  it('rejecting a comment leaves its waiting reply waiting, listed and counted; the comment only heads it, without its moves', async () => {
    fakeCommentsServer(budiSariAndi());
    renderPanel();
    await expectPanel('Waiting Approval', ['Budi: Waiting Approval', 'Sari: Waiting Approval', 'Andi: Waiting Approval'], [3, 3, 0, 0]);
    await move('Reject', 'comment', 'Budi');
    await expectPanel('Waiting Approval', ['Budi: Rejected', 'Sari: Waiting Approval', 'Andi: Waiting Approval'], [3, 2, 0, 1]);
    const budi = screen.getByRole('article', { name: 'Budi' });
    expect(within(budi).getAllByText(REMOVED_TEXT)[0]).toBeInTheDocument();
    expect(within(budi).getByText('Shown for its replies')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /comment by Budi$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve reply by Sari' })).toBeInTheDocument();
  });

  it('approving the waiting reply of a rejected comment takes it off Waiting Approval at once; Rejected holds the comment alone', async () => {
    const [budi, andi] = budiSariAndi();
    fakeCommentsServer([{ ...budi!, status: 'REJECTED' }, andi!]);
    renderPanel();
    await move('Approve', 'reply', 'Sari');
    await expectPanel('Waiting Approval', ['Andi: Waiting Approval'], [3, 1, 1, 1]);
    await openTab('Rejected', ['Budi: Rejected'], [3, 1, 1, 1]);
    expect(screen.getByRole('button', { name: 'Delete comment by Budi' })).toBeInTheDocument();
  });

  it('approving the last waiting comment empties the tab and its total', async () => {
    const [budi, andi] = budiSariAndi();
    fakeCommentsServer([{ ...budi!, status: 'REJECTED', replies: budi!.replies.map((r) => ({ ...r, status: 'PUBLISH' as const })) }, andi!]);
    renderPanel();
    await move('Approve', 'comment', 'Andi');
    await expectPanel('Waiting Approval', [], [3, 0, 2, 1]);
    await openTab('Approved', ['Budi: Rejected', 'Sari: Approved', 'Andi: Approved'], [3, 0, 2, 1]);
    expect(screen.getByRole('button', { name: 'Delete reply by Sari' })).toBeInTheDocument();
  });

  it('approving a comment with a waiting reply moves it to Approved; here it only heads the reply, without a checkbox', async () => {
    fakeCommentsServer(budiSariAndi());
    renderPanel();
    await move('Approve', 'comment', 'Budi');
    await expectPanel('Waiting Approval', ['Budi: Approved', 'Sari: Waiting Approval', 'Andi: Waiting Approval'], [3, 2, 1, 0]);
    expect(screen.queryByRole('checkbox', { name: 'Select comment by Budi' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select comment by Andi' })).toBeInTheDocument();
    await openTab('Approved', ['Budi: Approved'], [3, 2, 1, 0]);
  });

  it('deleting a comment takes it and its replies off the tab and the totals; the tickbox shows them again', async () => {
    fakeCommentsServer(budiSariAndi());
    renderPanel();
    await move('Delete', 'comment', 'Budi');
    await expectPanel('Waiting Approval', ['Andi: Waiting Approval'], [1, 1, 0, 0]);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show Rejected/Deleted' }));
    await waitFor(() => expect(entries()).toEqual(['Budi: Waiting Approval', 'Sari: Waiting Approval', 'Andi: Waiting Approval']));
    expect(within(screen.getByRole('article', { name: 'Budi' })).getByText('Deleted')).toBeInTheDocument();
  });

  it('deleting a waiting reply takes it off the tab and the totals', async () => {
    fakeCommentsServer(budiSariAndi());
    renderPanel();
    await move('Delete', 'reply', 'Sari');
    await expectPanel('Waiting Approval', ['Budi: Waiting Approval', 'Andi: Waiting Approval'], [2, 2, 0, 0]);
  });

  it('bulk approve moves the ticked comments; a waiting reply keeps its comment here as its heading', async () => {
    fakeCommentsServer(budiSariAndi());
    renderPanel();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select comment by Budi' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select comment by Andi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Approve Comments' })).getByRole('button', { name: 'Approve' }));
    await screen.findByText('2 comments approved successfully', { selector: '.p-toast-summary' });
    await expectPanel('Waiting Approval', ['Budi: Approved', 'Sari: Waiting Approval'], [3, 1, 2, 0]);
    await openTab('Approved', ['Budi: Approved', 'Andi: Approved'], [3, 1, 2, 0]);
  });

  it("an admin's reply is counted as Approved and listed there at once, under the comment it answers", async () => {
    fakeCommentsServer([fakeComment({ name: 'Andi', createdAt: hoursAgo(3) })]);
    renderPanel();
    await userEvent.click(await screen.findByRole('button', { name: 'Reply to comment by Andi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Andi' });
    await userEvent.type(within(dialog).getByLabelText('Comment'), 'Ada.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Post Reply' }));
    await screen.findByText('Reply added successfully', { selector: '.p-toast-summary' });
    // Andi still waits alone here; the reply is under Approved.
    await expectPanel('Waiting Approval', ['Andi: Waiting Approval'], [2, 1, 1, 0]);
    await openTab('Approved', ['Andi: Waiting Approval', 'Dewi: Approved'], [2, 1, 1, 0]);
  });

  it("an admin's comment is counted as Approved and listed there at once", async () => {
    fakeCommentsServer([fakeComment({ name: 'Andi', status: 'PUBLISH', createdAt: hoursAgo(3) })]);
    renderPanel();
    await userEvent.click(await screen.findByRole('tab', { name: 'Approved' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    const add = await screen.findByRole('dialog', { name: 'Add Comment' });
    await userEvent.type(within(add).getByLabelText('Comment'), 'Ok.');
    await userEvent.click(within(add).getByRole('button', { name: 'Post Comment' }));
    await screen.findByText('Comment added successfully', { selector: '.p-toast-summary' });
    await expectPanel('Approved', ['Andi: Approved', 'Dewi: Approved'], [2, 0, 2, 0]);
  });
});
