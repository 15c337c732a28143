/**
 * Blog post rules of §2, §4 and §8: the wizard's paths, the URL slug, which
 * status each save sends, where a finished post lands, and the notices. The
 * wizard machine and the server decide with these functions.
 */
import type { ContentStatus } from './entities/article';
import { MESSAGES } from './messages';

/** §8's blog messages, word for word; the entries the catalogue leaves unwritten are ours. */
export const BLOG_MESSAGES = {
  draftSaved: MESSAGES.blogDraftSaved,
  urlUsed: MESSAGES.urlUsed,
  categoriesRequired: MESSAGES.categoriesRequired,
  enterNewTag: MESSAGES.enterNewTag,
  categoryCreated: MESSAGES.categoryCreated,
  tagCreated: MESSAGES.tagCreated,
  imageUploaded: MESSAGES.imageUploaded,
  uploadError: MESSAGES.uploadError,
  processImageError: MESSAGES.processImageError,
  /** §4 says the notice exists, not its words. */
  awaitingApproval: 'Blog submitted and waiting for admin approval.',
  /** An edit that keeps a status other than Waiting Approval awaits nobody. */
  updated: 'Blog updated successfully!',
  bodyRequired: MESSAGES.required('Body'),
  titleRequired: MESSAGES.required('Title'),
  slugPending: MESSAGES.waitLoading,
} as const;

/** The debounce of the articles/check-slug lookup (§5). */
export const SLUG_CHECK_DEBOUNCE_MS = 500;

export const BLOG_POSTS_PATH = '/blog-posts';
export const CREATE_POST_PATH = '/blog-posts/create';

/** The list's tab of a status (§2). */
export function blogTabPath(status: ContentStatus): string {
  return `${BLOG_POSTS_PATH}?activeTab=${status}`;
}

export function editPostPath(articleId: string): string {
  return `${BLOG_POSTS_PATH}/${encodeURIComponent(articleId)}/edit`;
}

/** Step 2 of a new post, once step 1 has saved it (§2). */
export function createDescriptionPath(articleId: string): string {
  return `${CREATE_POST_PATH}/${encodeURIComponent(articleId)}/description-post`;
}

/** Step 2 of an edit (§2). */
export function editDescriptionPath(articleId: string): string {
  return `${editPostPath(articleId)}/description-post`;
}

export type WizardMode = 'create' | 'edit';

export function descriptionPath(mode: WizardMode, articleId: string): string {
  return mode === 'create' ? createDescriptionPath(articleId) : editDescriptionPath(articleId);
}

/**
 * The URL preview derived from the title: lower case, accents dropped, every
 * run of other characters one dash, no dash at either end.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'Save to Draft' always saves OPEN (§4), new post or edit. */
export function draftStatus(): ContentStatus {
  return 'OPEN';
}

/** Step 1's 'Next': a new post starts as a draft; an edit keeps its status until step 2 (§4). */
export function detailStatus(mode: WizardMode, current: ContentStatus | null): ContentStatus {
  return mode === 'create' || !current ? 'OPEN' : current;
}

/** Step 2's Create/Update: a new post goes to approval; an edit keeps its status (§4). */
export function submitStatus(mode: WizardMode, current: ContentStatus | null): ContentStatus {
  return mode === 'create' || !current ? 'NEED_APPROVAL' : current;
}

/** The notice after step 2, by the status the server returned. */
export function submittedMessage(status: ContentStatus): string {
  return status === 'NEED_APPROVAL' ? BLOG_MESSAGES.awaitingApproval : BLOG_MESSAGES.updated;
}

/** The moves a blog admin makes on a saved post from its header (ours: §4 names the statuses, not the buttons). */
export type PostAction = 'approve' | 'publish' | 'unpublish' | 'delete' | 'restore';

export const POST_ACTION_LABELS: Record<PostAction, string> = {
  approve: 'Approve',
  publish: 'Publish',
  unpublish: 'Unpublish',
  delete: 'Delete',
  restore: 'Restore to Draft',
};

/** Which moves a post in a status offers. */
export function postActions(status: ContentStatus): PostAction[] {
  switch (status) {
    case 'NEED_APPROVAL':
      return ['approve', 'delete'];
    case 'PUBLISH':
    case 'SCHEDULED':
      return ['unpublish', 'delete'];
    case 'UNPUBLISH':
      return ['publish', 'delete'];
    case 'OPEN':
      return ['delete'];
    case 'DELETE':
      return ['restore'];
  }
}

/** The status a move asks for; the server then applies the schedule (storedStatus). */
export function actionStatus(action: PostAction): ContentStatus {
  const target: Record<PostAction, ContentStatus> = {
    approve: 'PUBLISH',
    publish: 'PUBLISH',
    unpublish: 'UNPUBLISH',
    delete: 'DELETE',
    restore: 'OPEN',
  };
  return target[action];
}

/**
 * What the server stores for a requested status: a post going live whose
 * schedule is still ahead waits as SCHEDULED (and the publish job takes it
 * live at its time); a SCHEDULED post whose time has come is PUBLISH.
 */
export function storedStatus(
  requested: ContentStatus,
  publishType: 'PUBLISH_NOW' | 'SCHEDULED',
  publicationAt: Date | null,
  now: Date,
): ContentStatus {
  const isLive = requested === 'PUBLISH' || requested === 'SCHEDULED';
  if (!isLive) return requested;
  const isAhead = publishType === 'SCHEDULED' && !!publicationAt && publicationAt.getTime() > now.getTime();
  return isAhead ? 'SCHEDULED' : 'PUBLISH';
}
