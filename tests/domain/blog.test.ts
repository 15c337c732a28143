import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  BLOG_MESSAGES,
  blogTabPath,
  createDescriptionPath,
  descriptionPath,
  detailStatus,
  draftStatus,
  editDescriptionPath,
  editPostPath,
  slugFromTitle,
  submitStatus,
  submittedMessage,
} from '../../domain/blog';
import {
  articleDetailForm,
  articleDetailFormFor,
  CONTENT_STATUS_LABELS,
  CONTENT_STATUSES,
  createArticleBody,
  createArticleCategoryBody,
  createArticleTagBody,
  isBodyEmpty,
  isPastSchedule,
  updateArticleBody,
  type ContentStatus,
} from '../../domain/entities/article';

/** 2026-03-10 09:30 in Jakarta (UTC+7). */
const NOW = new Date('2026-03-10T02:30:00.000Z');

const firstMessage = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const form = {
  title: 'Rumah Minimalis 2026',
  subtitle: 'Tips memilih rumah minimalis.',
  slug: 'rumah-minimalis-2026',
  categoryIds: ['c-1'],
  tagIds: ['t-1'],
  publishType: 'PUBLISH_NOW' as const,
  publicationAt: null,
  featureImage: { imageName: 'Fasad rumah', captionImage: '', altText: 'Rumah dua lantai' },
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('content status (§4)', () => {
  test('the tabs, in order, with their labels', () => {
    expect(CONTENT_STATUSES.map((s) => CONTENT_STATUS_LABELS[s])).toEqual([
      'Published',
      'Draft',
      'Scheduled',
      'Waiting Approval',
      'Delete',
      'Unpublish',
    ]);
  });

  test.each(CONTENT_STATUSES.map((s) => [s]))('%s has the list tab /blog-posts?activeTab=%s', (status) => {
    expect(blogTabPath(status)).toBe(`/blog-posts?activeTab=${status}`);
  });
});

describe('wizard paths (§2)', () => {
  test('create, step 2 of create, edit, step 2 of edit', () => {
    expect(createDescriptionPath('a-1')).toBe('/blog-posts/create/a-1/description-post');
    expect(editPostPath('a-1')).toBe('/blog-posts/a-1/edit');
    expect(editDescriptionPath('a-1')).toBe('/blog-posts/a-1/edit/description-post');
    expect(descriptionPath('create', 'a-1')).toBe('/blog-posts/create/a-1/description-post');
    expect(descriptionPath('edit', 'a-1')).toBe('/blog-posts/a-1/edit/description-post');
  });
});

describe('status after each save (§4)', () => {
  const statuses: (ContentStatus | null)[] = [null, ...CONTENT_STATUSES];

  test.each(statuses.map((s) => [s]))("'Save to Draft' from %s saves OPEN", () => {
    expect(draftStatus()).toBe('OPEN');
  });

  test.each(statuses.map((s) => [s]))('a new post (status %s) is OPEN after step 1 and NEED_APPROVAL after submit', (current) => {
    expect(detailStatus('create', current)).toBe('OPEN');
    expect(submitStatus('create', current)).toBe('NEED_APPROVAL');
  });

  test.each(CONTENT_STATUSES.map((s) => [s]))('an edit of a %s post keeps its status through both steps', (current) => {
    expect(detailStatus('edit', current)).toBe(current);
    expect(submitStatus('edit', current)).toBe(current);
  });

  test('the notice after submit: awaiting approval for NEED_APPROVAL, updated otherwise', () => {
    expect(submittedMessage('NEED_APPROVAL')).toBe(BLOG_MESSAGES.awaitingApproval);
    expect(submittedMessage('PUBLISH')).toBe(BLOG_MESSAGES.updated);
  });
});

describe('messages of §8, word for word', () => {
  test.each([
    ['draftSaved', 'Blog saved as draft!'],
    ['urlUsed', 'URL already used!'],
    ['categoriesRequired', 'Categories is required.'],
    ['enterNewTag', 'Please enter new tag.'],
    ['categoryCreated', 'Category successfully created!'],
    ['tagCreated', 'Successfully Add New Tag'],
    ['imageUploaded', 'Image uploaded successfully!'],
    ['uploadError', 'Error upload image'],
    ['processImageError', 'Error processing image'],
  ] as const)('%s: %s', (key, text) => {
    expect(BLOG_MESSAGES[key]).toBe(text);
  });
});

describe('slug from title', () => {
  test.each([
    ['Rumah Minimalis 2026', 'rumah-minimalis-2026'],
    ['  Tips & Trik: KPR!  ', 'tips-trik-kpr'],
    ['Café Déjà Vu', 'cafe-deja-vu'],
    ['---', ''],
    ['', ''],
  ])('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
    expect(slugFromTitle(slug)).toBe(slug);
  });
});

describe('body (§5): empty if only non-image tags remain', () => {
  test.each([
    ['', true],
    ['<p><br></p>', true],
    ['<p>&nbsp;</p><h2> </h2>', true],
    ['<p>Halo</p>', false],
    ['<p><img src="/api/files/x"></p>', false],
  ])('%j empty: %s', (html, empty) => {
    expect(isBodyEmpty(html)).toBe(empty);
    const parsed = updateArticleBody.safeParse({ body: html });
    expect(parsed.success).toBe(!empty);
    if (empty) expect(parsed.error?.issues[0]?.message).toBe('Body is required.');
  });
});

describe('detail step form (§5, §9)', () => {
  test('a complete form passes', () => {
    expect(articleDetailForm.safeParse(form).success).toBe(true);
  });

  test("an edit may keep its own past schedule (a post that went live on it), not pick another past one", () => {
    const kept = { ...form, publishType: 'SCHEDULED', publicationAt: '2020-01-01 00:00' };
    expect(articleDetailFormFor('2020-01-01 00:00').safeParse(kept).success).toBe(true);
    expect(firstMessage(articleDetailFormFor('2020-01-01 00:00').safeParse({ ...kept, publicationAt: '2020-01-01 00:01' }))).toEqual([
      'publicationAt: Schedule date cannot be in the past.',
    ]);
    expect(articleDetailForm.safeParse(kept).success).toBe(false);
  });

  test.each([
    ['title', { title: ' ' }, 'title: Title is required.'],
    ['meta description', { subtitle: '' }, 'subtitle: Meta Description is required.'],
    ['meta description over 160', { subtitle: 'x'.repeat(161) }, 'subtitle: Meta Description max 160 characters.'],
    ['no category', { categoryIds: [] }, 'categoryIds: Categories is required.'],
    ['no tag', { tagIds: [] }, 'tagIds: Tags is required.'],
    ['no image name', { featureImage: { imageName: '' } }, 'featureImage.imageName: Image name is required.'],
    ['alt text over 200', { featureImage: { imageName: 'a', altText: 'x'.repeat(201) } }, 'featureImage.altText: Alt text max 200 characters.'],
    ['scheduled without a date', { publishType: 'SCHEDULED' }, 'publicationAt: Schedule date is required.'],
    ['scheduled, bad format', { publishType: 'SCHEDULED', publicationAt: '10/03/2026 10:00' }, 'publicationAt: Schedule date format is invalid.'],
    ['scheduled yesterday', { publishType: 'SCHEDULED', publicationAt: '2026-03-09 23:59' }, 'publicationAt: Schedule date cannot be in the past.'],
    ['scheduled earlier today', { publishType: 'SCHEDULED', publicationAt: '2026-03-10 09:29' }, 'publicationAt: Schedule date cannot be in the past.'],
  ])('%s', (_name, patch, message) => {
    expect(firstMessage(articleDetailForm.safeParse({ ...form, ...patch }))).toEqual([message]);
  });

  test('at the limits: meta description 160, alt text 200, caption empty, schedule this very minute', () => {
    const ok = {
      ...form,
      subtitle: 'x'.repeat(160),
      featureImage: { imageName: 'a', altText: 'x'.repeat(200) },
      publishType: 'SCHEDULED',
      publicationAt: '2026-03-10 09:30',
    };
    expect(articleDetailForm.safeParse(ok).success).toBe(true);
  });

  test('the schedule is read on Jakarta time', () => {
    expect(isPastSchedule('2026-03-10 09:29', NOW)).toBe(true);
    expect(isPastSchedule('2026-03-10 09:30', NOW)).toBe(false);
    expect(isPastSchedule('2026-03-10 09:29', NOW, 'UTC')).toBe(false);
  });
});

describe('request bodies', () => {
  const { featureImage: _image, ...detail } = form;

  test('POST /articles defaults to OPEN and needs no image nor body', () => {
    const parsed = createArticleBody.parse(detail);
    expect(parsed.status).toBe('OPEN');
    expect(parsed.body).toBeUndefined();
  });

  test('POST /articles refuses unknown fields and keeps every detail rule', () => {
    expect(createArticleBody.safeParse({ ...detail, images: [] }).success).toBe(false);
    expect(firstMessage(createArticleBody.safeParse({ ...detail, categoryIds: [] }))).toEqual(['categoryIds: Categories is required.']);
  });

  test('PATCH /articles/{id}: body and status alone (the description step)', () => {
    expect(updateArticleBody.parse({ body: '<p>Halo</p>', status: 'NEED_APPROVAL' })).toEqual({ body: '<p>Halo</p>', status: 'NEED_APPROVAL' });
    expect(updateArticleBody.safeParse({ status: 'DRAFT' }).success).toBe(false);
    expect(firstMessage(updateArticleBody.safeParse({ publishType: 'SCHEDULED', publicationAt: '2020-01-01' }))).toEqual([
      'publicationAt: Schedule date format is invalid.',
    ]);
    // A past date may be the post's own saved schedule: only the server, which knows it, refuses a new one.
    expect(updateArticleBody.safeParse({ publishType: 'SCHEDULED', publicationAt: '2020-01-01 00:00' }).success).toBe(true);
  });

  test("new tag: 'Please enter new tag.'; new category: name required, empty sub-categories dropped", () => {
    expect(firstMessage(createArticleTagBody.safeParse({ tagName: '  ' }))).toEqual(['tagName: Please enter new tag.']);
    expect(firstMessage(createArticleTagBody.safeParse({}))).toEqual(['tagName: Please enter new tag.']);
    expect(createArticleCategoryBody.parse({ categoryName: 'Tips', subCategories: ['KPR', ' ', ''] })).toEqual({
      categoryName: 'Tips',
      subCategories: ['KPR'],
    });
    expect(firstMessage(createArticleCategoryBody.safeParse({ categoryName: '' }))).toEqual(['categoryName: Category name is required.']);
  });
});
