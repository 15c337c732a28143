import type { Article, ArticleCategory, ArticleTag } from '../../../domain/entities/article';
import type { ListPayload } from '../../../domain/entities/common';

export const ARTICLE_ID = 'article-7';

export function fakeArticle(overrides: Partial<Article> = {}): Article {
  return {
    articleId: ARTICLE_ID,
    title: 'Tips Membeli Rumah Pertama',
    subtitle: 'Panduan singkat membeli rumah pertama.',
    slug: 'tips-membeli-rumah-pertama',
    authorName: 'Rina Editor',
    categories: [
      { categoryId: 'cat-home', parentCategory: null, category: { categoryName: 'Rumah' } },
      { categoryId: 'cat-minimalis', parentCategory: { categoryId: 'cat-home', categoryName: 'Rumah' }, category: { categoryName: 'Minimalis' } },
    ],
    tags: [{ tagId: 'tag-kpr', tag: { tagName: 'KPR' } }],
    publicationAt: '2026-03-10T07:30:00.000Z',
    publishType: 'PUBLISH_NOW',
    status: 'PUBLISH',
    body: '<p>Isi artikel.</p>',
    images: [
      {
        fileId: 'file-1',
        imageUrl: '/api/files/feature-key',
        metadata: { originalName: 'fasad.jpg', mimeType: 'image/jpeg', imageName: 'Fasad rumah', captionImage: 'Rumah di Bogor', altText: 'Fasad rumah dua lantai' },
      },
    ],
    createdByUserId: 'user-1',
    createdAt: '2026-03-01T02:00:00.000Z',
    user: { userId: 'user-1', name: 'Dewi Lestari', nickName: 'Dewi' },
    ...overrides,
  };
}

export const rowsOf = (articles: Article[], count = articles.length): { status: number; body: { payload: ListPayload<Article> } } => ({
  status: 200,
  body: { payload: { results: articles, count, prev: null, next: null } },
});

export const CATEGORIES: ArticleCategory[] = [
  {
    categoryId: 'cat-home',
    parentCategoryId: null,
    categoryName: 'Rumah',
    status: 'PUBLISH',
    subCategories: [{ categoryId: 'cat-minimalis', parentCategoryId: 'cat-home', categoryName: 'Minimalis', status: 'PUBLISH' }],
  },
  { categoryId: 'cat-tips', parentCategoryId: null, categoryName: 'Tips', status: 'PUBLISH', subCategories: [] },
];

export const TAGS: ArticleTag[] = [
  { tagId: 'tag-kpr', tagName: 'KPR', status: 'PUBLISH' },
  { tagId: 'tag-jakarta', tagName: 'Jakarta', status: 'PUBLISH' },
];

/**
 * jsdom lays nothing out, so every element's offsetParent is null and
 * PrimeReact's overlay code takes an open panel for a hidden element. A
 * parent stands in for the layout parent.
 */
export function layoutParents() {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentNode;
    },
  });
}

/** The key the fake upload of a feature image answers with. */
export const FILE_KEY = 'feature0000000000000000000';
