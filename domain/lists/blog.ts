/** The columns of the blog lists: posts, public posts, comments, categories, tags and authors. */
import type { Author } from '../entities/author';
import type { ArticleCategory, ArticleRow, ArticleTag, PublicArticleRow, TaxonomyStatus } from '../entities/article';
import { CONTENT_STATUS_LABELS } from '../entities/article';
import type { Comment } from '../entities/comment';
import { statusLabel } from '../comment';
import { dateCell, dateTimeCell, orDash, type ListColumn } from '../list-columns';

export const TAXONOMY_STATUS_LABELS: Record<TaxonomyStatus, string> = { PUBLISH: 'Published', UNPUBLISH: 'Unpublish' };

/** 'Parent / Child' for a sub-category, the name alone for a top-level one. */
const categoryNames = (r: ArticleRow): string =>
  orDash(r.categories.map((c) => (c.parentCategory ? `${c.parentCategory.categoryName} / ${c.category.categoryName}` : c.category.categoryName)).join(', '));

/** /blog-posts. */
export const ARTICLE_COLUMNS: readonly ListColumn<ArticleRow>[] = [
  { key: 'title', header: 'Title', text: (r) => r.title },
  { key: 'categories', header: 'Categories', text: categoryNames },
  { key: 'authorName', header: 'Author', text: (r) => orDash(r.authorName) },
  { key: 'status', header: 'Status', text: (r) => CONTENT_STATUS_LABELS[r.status] },
  { key: 'publicationAt', header: 'Publish At', text: (r) => dateTimeCell(r.publicationAt) },
  { key: 'createdAt', header: 'Created', text: (r) => dateCell(r.createdAt) },
];

/** The public blog's post list (no back-office screen). */
export const PUBLIC_ARTICLE_COLUMNS: readonly ListColumn<PublicArticleRow>[] = [
  { key: 'title', header: 'Title', text: (r) => r.title },
  { key: 'authorName', header: 'Author', text: (r) => orDash(r.authorName) },
  { key: 'publicationAt', header: 'Publish At', text: (r) => dateTimeCell(r.publicationAt) },
  { key: 'popularity', header: 'Visitors', text: (r) => String(r.popularity) },
];

/** The comments panel of a post. */
export const COMMENT_COLUMNS: readonly ListColumn<Comment>[] = [
  { key: 'createdAt', header: 'Date', text: (c) => dateTimeCell(c.createdAt) },
  { key: 'name', header: 'Name', text: (c) => c.name },
  { key: 'email', header: 'Email', text: (c) => orDash(c.email) },
  { key: 'comment', header: 'Comment', text: (c) => c.comment },
  { key: 'status', header: 'Status', text: (c) => (c.isDeleted ? `${statusLabel(c)} (deleted)` : statusLabel(c)) },
  { key: 'replies', header: 'Replies', text: (c) => String(c.replies.length) },
];

/** /blog-categories. */
export const CATEGORY_COLUMNS: readonly ListColumn<ArticleCategory>[] = [
  { key: 'categoryName', header: 'Category', text: (c) => c.categoryName },
  { key: 'subCategories', header: 'Sub-categories', text: (c) => String(c.subCategories.length) },
  { key: 'status', header: 'Status', text: (c) => TAXONOMY_STATUS_LABELS[c.status] },
];

/** /blog-tags. */
export const TAG_COLUMNS: readonly ListColumn<ArticleTag>[] = [
  { key: 'tagName', header: 'Tag', text: (t) => t.tagName },
  { key: 'status', header: 'Status', text: (t) => TAXONOMY_STATUS_LABELS[t.status] },
];

/** /author. */
export const AUTHOR_COLUMNS: readonly ListColumn<Author>[] = [
  { key: 'name', header: 'Name', text: (a) => a.name },
  { key: 'nickName', header: 'Nickname', text: (a) => orDash(a.nickName) },
  { key: 'slugAuthor', header: 'Website Link', text: (a) => orDash(a.slugAuthor) },
  { key: 'articleCount', header: 'Posts', text: (a) => String(a.articleCount) },
];
