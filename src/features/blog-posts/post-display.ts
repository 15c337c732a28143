/**
 * How a post is shown in the back office: its status tag, its dates, its
 * categories and the detail page's paths. Presentation only; the status moves
 * and the wizard's paths are domain/blog.ts's.
 */
import { DateTime } from 'luxon';
import { BLOG_POSTS_PATH } from '../../../domain/blog';
import { CONTENT_STATUS_LABELS, type Article, type ContentStatus } from '../../../domain/entities/article';
import { DATE_FORMAT, DEFAULT_ZONE } from '../../../domain/format';
import type { TagColor } from '../../../domain/listing';

/**
 * §4 names the statuses, not their colours: ours follow the listing tags
 * where the meaning is the same (live blue, draft warning, unpublished volcano).
 */
const CONTENT_STATUS_COLORS: Record<ContentStatus, TagColor> = {
  PUBLISH: 'blue',
  OPEN: 'warning',
  SCHEDULED: 'purple',
  NEED_APPROVAL: 'orange',
  DELETE: 'red',
  UNPUBLISH: 'volcano',
};

export function contentStatusTag(status: ContentStatus): { label: string; color: TagColor } {
  return { label: CONTENT_STATUS_LABELS[status], color: CONTENT_STATUS_COLORS[status] };
}

/** '05 Jan 2026 14:30' on the network's clock; '-' when there is none. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const at = DateTime.fromISO(value, { zone: DEFAULT_ZONE });
  return at.isValid ? at.setLocale('en').toFormat(`${DATE_FORMAT} HH:mm`) : value;
}

/** 'Parent / Child' for a sub-category, the name alone for a top-level one (§2: parent and child). */
export function categoryNames(categories: Article['categories']): string[] {
  return categories.map((c) => (c.parentCategory ? `${c.parentCategory.categoryName} / ${c.category.categoryName}` : c.category.categoryName));
}

/** The two steps of /blog-posts/{articleId}/{index} (§2). */
export const DETAIL_STEPS = ['detail-post', 'description-post'] as const;
export type DetailStep = (typeof DETAIL_STEPS)[number];

/** An unknown index shows the first step rather than an empty page. */
export function detailStep(index: string | undefined): DetailStep {
  return DETAIL_STEPS.find((s) => s === index) ?? 'detail-post';
}

export function postDetailPath(articleId: string, step?: DetailStep): string {
  const base = `${BLOG_POSTS_PATH}/${encodeURIComponent(articleId)}`;
  return step && step !== 'detail-post' ? `${base}/${step}` : base;
}

/** The public page behind 'View Blog'. */
export const publicArticlePath = (slug: string) => `/article/${encodeURIComponent(slug)}`;
