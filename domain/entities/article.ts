/**
 * Blog entities of §3 (Article, Article category, Article tag) and the bodies
 * the post wizard sends (§5, §9). The SPA's forms and the server validate with
 * these same schemas.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { DEFAULT_ZONE } from '../format';
import { MESSAGES } from '../messages';
import { LIMITS, requiredText, stripHtml, textField } from '../validation';
import { MAX_PAGE_LIMIT, pageLimit } from './common';

/** §4, in the order of the list's tabs: Published, Draft, Scheduled, Waiting Approval, Delete, Unpublish. */
export const CONTENT_STATUSES = ['PUBLISH', 'OPEN', 'SCHEDULED', 'NEED_APPROVAL', 'DELETE', 'UNPUBLISH'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  PUBLISH: 'Published',
  OPEN: 'Draft',
  SCHEDULED: 'Scheduled',
  NEED_APPROVAL: 'Waiting Approval',
  DELETE: 'Delete',
  UNPUBLISH: 'Unpublish',
};

export const PUBLISH_TYPES = ['PUBLISH_NOW', 'SCHEDULED'] as const;
export type PublishType = (typeof PUBLISH_TYPES)[number];

/** Category and tag status (§4). */
export const TAXONOMY_STATUSES = ['PUBLISH', 'UNPUBLISH'] as const;
export type TaxonomyStatus = (typeof TAXONOMY_STATUSES)[number];

/** The schedule date's format (§5), read on the network's clock (Jakarta). */
export const SCHEDULE_FORMAT = 'yyyy-MM-dd HH:mm';

const id = z.string().trim().min(1).max(64, MESSAGES.maxLength('ID', 64));

const categoryBase = z.object({
  categoryId: z.string(),
  parentCategoryId: z.string().nullable(),
  categoryName: z.string(),
  status: z.enum(TAXONOMY_STATUSES),
});

/** A category with its sub-categories; the tree is two levels deep (parent and child, §2). */
export const articleCategory = categoryBase.extend({ subCategories: z.array(categoryBase).default([]) });
export type ArticleCategory = z.infer<typeof articleCategory>;

export const articleTag = z.object({ tagId: z.string(), tagName: z.string(), status: z.enum(TAXONOMY_STATUSES) });
export type ArticleTag = z.infer<typeof articleTag>;

export const articleImage = z.object({
  fileId: z.string(),
  imageUrl: z.string(),
  metadata: z.object({
    originalName: z.string().nullable(),
    mimeType: z.string().nullable(),
    imageName: z.string(),
    captionImage: z.string().nullable(),
    /** §5 asks for alt text but §3 names no field for it: it travels with the other image metadata. */
    altText: z.string().nullable().optional(),
  }),
});
export type ArticleImage = z.infer<typeof articleImage>;

/** Article of §3. */
export const article = z.object({
  articleId: z.string(),
  title: z.string(),
  /** Shown as Meta Description. */
  subtitle: z.string().nullable(),
  slug: z.string(),
  authorName: z.string().nullable(),
  categories: z.array(
    z.object({
      categoryId: z.string(),
      parentCategory: z.object({ categoryId: z.string(), categoryName: z.string() }).nullable(),
      category: z.object({ categoryName: z.string() }),
    }),
  ),
  tags: z.array(z.object({ tagId: z.string(), tag: z.object({ tagName: z.string() }) })),
  publicationAt: z.string().nullable(),
  publishType: z.enum(PUBLISH_TYPES),
  status: z.enum(CONTENT_STATUSES),
  body: z.string().nullable(),
  images: z.array(articleImage),
  createdByUserId: z.string(),
  createdAt: z.string(),
  user: z.object({ userId: z.string(), name: z.string(), nickName: z.string().nullable() }).nullable().optional(),
});
export type Article = z.infer<typeof article>;

/** The schedule as an instant, or null when it is not a 'YYYY-MM-DD HH:mm' date. */
export function scheduleInstant(value: string, zone: string = DEFAULT_ZONE): DateTime | null {
  const at = DateTime.fromFormat(value, SCHEDULE_FORMAT, { zone });
  return at.isValid ? at : null;
}

/** Earlier than the current minute: the picker disables past days, the rule also refuses past hours of today. */
export function isPastSchedule(value: string, now: Date, zone: string = DEFAULT_ZONE): boolean {
  const at = scheduleInstant(value, zone);
  return !!at && at < DateTime.fromJSDate(now, { zone }).startOf('minute');
}

/** §5: the body counts as empty when nothing but markup without an image remains. */
export function isBodyEmpty(html: string): boolean {
  return !/<img\b/i.test(html) && stripHtml(html) === '';
}

export const articleBodyHtml = z
  .string({ error: () => MESSAGES.required('Body') })
  .refine((html) => !isBodyEmpty(html), MESSAGES.required('Body'));

export const SCHEDULE_MESSAGES = {
  invalid: 'Schedule date format is invalid.',
  past: 'Schedule date cannot be in the past.',
} as const;

/** Meta description: required (§5), at most 160 characters (§9). */
const subtitle = requiredText('Meta Description', LIMITS.metaDescriptionMax);

const scheduleFields = {
  publishType: z.enum(PUBLISH_TYPES, { error: () => MESSAGES.required('Publish type') }),
  publicationAt: z.string().nullable().optional(),
};

/**
 * A schedule date is required, well-formed and not past only when the post is
 * scheduled. `kept` is the post's saved schedule: resending it unchanged is no
 * new date in the past (a post that went live on its schedule stays editable).
 */
function checkSchedule(value: { publishType: PublishType; publicationAt?: string | null }, ctx: z.RefinementCtx, kept: string | null = null) {
  if (value.publishType !== 'SCHEDULED') return;
  const at = value.publicationAt?.trim() ?? '';
  const path = ['publicationAt'];
  if (!at) ctx.addIssue({ code: 'custom', path, message: MESSAGES.required('Schedule date') });
  else if (!scheduleInstant(at)) ctx.addIssue({ code: 'custom', path, message: SCHEDULE_MESSAGES.invalid });
  else if (at !== kept && isPastSchedule(at, new Date())) ctx.addIssue({ code: 'custom', path, message: SCHEDULE_MESSAGES.past });
}

/**
 * The feature image's fields, sent with the file to articles/image/{articleId}
 * (§7) once the post exists: name required, caption optional, alt text max 200.
 */
export const featureImageFields = z.object({
  imageName: requiredText('Image name', 200),
  captionImage: textField('Caption', 500).optional(),
  altText: textField('Alt text', LIMITS.altTextMax).optional(),
});
export type FeatureImageFields = z.infer<typeof featureImageFields>;

const detailShape = {
  title: requiredText('Title', 255),
  subtitle,
  /** §7 does not list slug in the body: absent, the server derives it from the title as the preview does. */
  slug: requiredText('URL', 255).optional(),
  authorName: textField('Author name', 200).nullable().optional(),
  categoryIds: z.array(id, { error: () => MESSAGES.categoriesRequired }).min(1, MESSAGES.categoriesRequired),
  parentCategoryIds: z.array(id).optional(),
  tagIds: z.array(id, { error: () => MESSAGES.required('Tags') }).min(1, MESSAGES.required('Tags')),
  ...scheduleFields,
};

/** Step 1 (detail-post) as the form validates it, for a post whose saved schedule is `kept`: the feature image is required there. */
export const articleDetailFormFor = (kept: string | null) =>
  z
    .object({ ...detailShape, slug: requiredText('URL', 255), featureImage: featureImageFields })
    .superRefine((value, ctx) => checkSchedule(value, ctx, kept));
export const articleDetailForm = articleDetailFormFor(null);
export type ArticleDetailForm = z.infer<typeof articleDetailForm>;

/**
 * POST /articles (§7): the detail step's fields. No image here: it is
 * uploaded to the saved post afterwards, and a failed upload leaves the post
 * saved (§4).
 */
export const createArticleBody = z
  .object({
    ...detailShape,
    status: z.enum(CONTENT_STATUSES).default('OPEN'),
    body: articleBodyHtml.optional(),
    externalData: z.object({ employeeId: id }).strict().optional(),
  })
  .strict()
  .superRefine((value, ctx) => checkSchedule(value, ctx));
export type CreateArticleBody = z.input<typeof createArticleBody>;

/**
 * PATCH /articles/{id}: any part of the post; the description step sends body
 * and status only. A past schedule is the server's to refuse: only it knows
 * whether the post already had that date.
 */
export const updateArticleBody = z
  .object({ ...detailShape, status: z.enum(CONTENT_STATUSES), body: articleBodyHtml })
  .partial()
  .strict()
  .superRefine((value, ctx) => {
    if (value.publishType) checkSchedule({ publishType: value.publishType, publicationAt: value.publicationAt }, ctx, value.publicationAt ?? null);
  });
export type UpdateArticleBody = z.input<typeof updateArticleBody>;

/** New category inside the wizard (§5): name required, sub-category names optional. */
export const createArticleCategoryBody = z
  .object({
    categoryName: requiredText('Category name', 100),
    subCategories: z
      .array(textField('Sub-category name', 100))
      .default([])
      .transform((names) => names.filter((name) => name !== '')),
  })
  .strict();
export type CreateArticleCategoryBody = z.input<typeof createArticleCategoryBody>;

/** New tag inside the wizard (§5). */
export const createArticleTagBody = z
  .object({ tagName: requiredText('Tag name', 100, MESSAGES.enterNewTag) })
  .strict();
export type CreateArticleTagBody = z.input<typeof createArticleTagBody>;

// ---------------------------------------------------------------------------
// The API contract of the blog (§7) beyond the bodies above. Shapes §7 leaves
// "not shown" are ours and written here once, for the server and the SPA.
// ---------------------------------------------------------------------------

const listLimit = pageLimit(MAX_PAGE_LIMIT);
const listOffset = z.coerce.number().int().min(0).default(0);
const listSearch = z.string().trim().max(200).optional();
const idList = z
  .string()
  .max(2000)
  .transform((s) => s.split(',').map((v) => v.trim()).filter(Boolean))
  .pipe(z.array(id).max(100));

export const ARTICLE_SORT_FIELDS = ['createdAt', 'publicationAt', 'title', 'updatedAt'] as const;
const articleSort = z
  .string()
  .regex(new RegExp(`^(${ARTICLE_SORT_FIELDS.join('|')}):(ASC|DESC)$`), 'sort format is invalid.')
  .default('createdAt:DESC');

/** GET /articles: one tab of /blog-posts (status), searched by title, paged. */
export const articlesQuery = z
  .object({
    limit: listLimit,
    offset: listOffset,
    search: listSearch,
    sort: articleSort,
    status: z.enum(CONTENT_STATUSES).optional(),
  })
  .strict();
export type ArticlesQuery = z.infer<typeof articlesQuery>;

/** A row of /blog-posts. */
export const articleRow = article.pick({
  articleId: true,
  title: true,
  slug: true,
  status: true,
  publishType: true,
  publicationAt: true,
  authorName: true,
  createdAt: true,
  categories: true,
});
export type ArticleRow = z.infer<typeof articleRow>;

export const articleIdParams = z.object({ articleId: id }).strict();

/** POST articles/check-slug: payload.slug is the slug when another post uses it, null when free. */
export const checkSlugBody = z.object({ slug: requiredText('URL', 255), articleId: id.optional() }).strict();
export const checkSlugPayload = z.object({ slug: z.string().nullable(), isUsed: z.boolean() });
export type CheckSlugPayload = z.infer<typeof checkSlugPayload>;

/**
 * POST /articles/image/{articleId}: sets the post's feature image to a file
 * already uploaded with POST /files (purpose blogFeatureImage), so the upload
 * itself shows progress and passes the one file validation. Replaces any
 * earlier feature image.
 */
export const articleFeatureImageBody = z.object({ fileKey: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'File not found!'), ...featureImageFields.shape }).strict();
export type ArticleFeatureImageBody = z.input<typeof articleFeatureImageBody>;

/** POST /articles/image-blog/{articleId}: records an image embedded in the body (uploaded with purpose blogEmbeddedImage). */
export const articleEmbeddedImageBody = z.object({ fileKey: articleFeatureImageBody.shape.fileKey }).strict();
export const embeddedImagePayload = z.object({ fileId: z.string(), imageUrl: z.string() });

/** The moves a blog admin makes from the post's header (ours: §4 names the statuses, not who moves them). */
export const articleStatusBody = z.object({ status: z.enum(CONTENT_STATUSES, { error: () => MESSAGES.required('Status') }) }).strict();

/** GET /master-article-categories and /master-article-tags. */
export const taxonomyQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(1000).default(100),
    offset: listOffset,
    search: listSearch,
    status: z.enum(TAXONOMY_STATUSES).optional(),
  })
  .strict();
export type TaxonomyQuery = z.infer<typeof taxonomyQuery>;

export const categoryIdParams = z.object({ categoryId: id }).strict();
export const tagIdParams = z.object({ tagId: id }).strict();

/** PATCH /master-article-categories/{id}: rename or publish/unpublish; a parent's status carries to its sub-categories. */
export const updateArticleCategoryBody = z
  .object({ categoryName: createArticleCategoryBody.shape.categoryName, status: z.enum(TAXONOMY_STATUSES) })
  .partial()
  .strict();
export type UpdateArticleCategoryBody = z.infer<typeof updateArticleCategoryBody>;

/** POST /master-article-categories with parentCategoryId adds one sub-category to a parent (the categories screen). */
export const createSubCategoryBody = z
  .object({ parentCategoryId: id, categoryName: createArticleCategoryBody.shape.categoryName, status: z.enum(TAXONOMY_STATUSES).default('PUBLISH') })
  .strict();

export const updateArticleTagBody = z
  .object({ tagName: createArticleTagBody.shape.tagName, status: z.enum(TAXONOMY_STATUSES) })
  .partial()
  .strict();
export type UpdateArticleTagBody = z.infer<typeof updateArticleTagBody>;

/** Messages of the categories and tags screens beyond §8's. */
export const TAXONOMY_MESSAGES = {
  categoryNameUsed: 'Category name is already used.',
  tagNameUsed: 'Tag name is already used.',
  categoryUpdated: 'Category successfully updated!',
  tagUpdated: 'Tag successfully updated!',
} as const;

/** GET /articles/public: published posts for the website; sort popularity:DESC is the top-5 chart (§7). */
export const publicArticlesQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(50).default(5),
    offset: listOffset,
    sort: z.enum(['popularity:DESC', 'publicationAt:DESC']).default('publicationAt:DESC'),
    userIds: idList.optional(),
  })
  .strict();
export type PublicArticlesQuery = z.infer<typeof publicArticlesQuery>;

/** A row of the public list: popularity is the post's visitor count. */
export const publicArticleRow = z.object({
  articleId: z.string(),
  title: z.string(),
  slug: z.string(),
  publicationAt: z.string().nullable(),
  authorName: z.string().nullable(),
  popularity: z.number().int().nonnegative(),
});
export type PublicArticleRow = z.infer<typeof publicArticleRow>;

/** GET /articles/public/{slug}: the public read-only page ('View Blog'); only published posts, and each read counts a visitor. */
export const articleSlugParams = z.object({ slug: z.string().trim().min(1).max(255) }).strict();
export const publicArticle = article.pick({
  articleId: true,
  title: true,
  subtitle: true,
  slug: true,
  authorName: true,
  publicationAt: true,
  body: true,
  images: true,
  categories: true,
  tags: true,
});
export type PublicArticle = z.infer<typeof publicArticle>;

/** GET article-visitors/count?articleId (no articleId: every post). */
export const articleVisitorsCountQuery = z.object({ articleId: id.optional() }).strict();
