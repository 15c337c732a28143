/**
 * Step 1's form model: articleDetailForm (the domain's schema of the
 * detail-post step) plus the feature image file, which is the form's to hold
 * until the machine uploads it to the saved post.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { DateTime } from 'luxon';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { articleDetailForm, articleDetailFormFor, SCHEDULE_FORMAT, type Article, type ArticleCategory } from '../../../../domain/entities/article';
import { DEFAULT_ZONE } from '../../../../domain/format';
import { MESSAGES } from '../../../../domain/messages';
import type { ArticleDetailValues } from '../../../../machines/blog-wizard.machine';
import type { FeatureImageFile } from './use-blog-wizard';

export type DetailFormValues = z.input<typeof articleDetailForm> & { featureImageFile: FeatureImageFile | null };
export type DetailFormOutput = z.output<typeof articleDetailForm> & { featureImageFile: FeatureImageFile | null };

/** The form's inputs in screen order: the first invalid one gets the focus (§8). */
export const DETAIL_FIELD_ORDER = [
  'title',
  'subtitle',
  'authorName',
  'categoryIds',
  'tagIds',
  'featureImageFile',
  'featureImage.imageName',
  'featureImage.captionImage',
  'featureImage.altText',
  'publishType',
  'publicationAt',
] as const;

export const FEATURE_IMAGE_REQUIRED = MESSAGES.required('Feature image');

/** A stored schedule as the picker's 'YYYY-MM-DD HH:mm' on the network's clock. */
export function scheduleOf(article: Article): string | null {
  if (article.publishType !== 'SCHEDULED' || !article.publicationAt) return null;
  const at = DateTime.fromISO(article.publicationAt, { zone: DEFAULT_ZONE });
  return at.isValid ? at.toFormat(SCHEDULE_FORMAT) : null;
}

/** A new post starts empty, published now, signed by its writer; an edit shows what the post has. */
export function detailDefaults(article: Article | null, authorName: string): DetailFormValues {
  if (!article) {
    return {
      title: '',
      slug: '',
      subtitle: '',
      authorName,
      categoryIds: [],
      tagIds: [],
      publishType: 'PUBLISH_NOW',
      publicationAt: null,
      featureImage: { imageName: '', captionImage: '', altText: '' },
      featureImageFile: null,
    };
  }
  return {
    title: article.title,
    slug: article.slug,
    subtitle: article.subtitle ?? '',
    authorName: article.authorName ?? '',
    categoryIds: article.categories.map((c) => c.categoryId),
    tagIds: article.tags.map((t) => t.tagId),
    publishType: article.publishType,
    publicationAt: scheduleOf(article),
    featureImage: { imageName: '', captionImage: '', altText: '' },
    featureImageFile: null,
  };
}

/**
 * articleDetailForm, where the feature image's fields count only with a new
 * image (the saved one stays as it is), and an image is required when the
 * post has none yet (§5).
 */
export function detailResolver(hasSavedImage: boolean, savedSchedule: string | null = null): Resolver<DetailFormValues, unknown, DetailFormOutput> {
  const schema = zodResolver(articleDetailFormFor(savedSchedule)) as unknown as Resolver<DetailFormValues, unknown, DetailFormOutput>;
  return async (values, context, options) => {
    const hasNewImage = values.featureImageFile !== null;
    const checked = hasNewImage ? values : { ...values, featureImage: { imageName: 'saved image' } };
    const result = await schema(checked, context, options);
    const errors: FieldErrors<DetailFormValues> = { ...result.errors };
    if (!hasNewImage) delete errors.featureImage;
    if (!hasNewImage && !hasSavedImage) errors.featureImageFile = { type: 'required', message: FEATURE_IMAGE_REQUIRED };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: { ...(result.values as DetailFormOutput), featureImageFile: values.featureImageFile }, errors: {} };
  };
}

/** The id of the input to focus for the first invalid field. */
export function firstInvalidField(errors: FieldErrors<DetailFormValues>): string | undefined {
  return DETAIL_FIELD_ORDER.find((name) => {
    const [top, nested] = name.split('.') as [keyof DetailFormValues, string | undefined];
    const error = errors[top] as Record<string, unknown> | undefined;
    return nested ? error?.[nested] !== undefined : error !== undefined;
  });
}

/** The parents of the chosen sub-categories: the post is filed under both (§2 parent and child). */
export function parentIdsOf(categoryIds: readonly string[], tree: readonly ArticleCategory[]): string[] {
  const parents = new Set<string>();
  for (const parent of tree) {
    if (parent.subCategories.some((sub) => categoryIds.includes(sub.categoryId))) parents.add(parent.categoryId);
  }
  return [...parents];
}

/** What the machine saves: the detail fields (no slug, no status: those are the machine's). */
export function detailValues(values: DetailFormOutput, tree: readonly ArticleCategory[]): ArticleDetailValues {
  const isScheduled = values.publishType === 'SCHEDULED';
  return {
    title: values.title,
    subtitle: values.subtitle,
    authorName: values.authorName ? values.authorName : null,
    categoryIds: values.categoryIds,
    parentCategoryIds: parentIdsOf(values.categoryIds, tree),
    tagIds: values.tagIds,
    publishType: values.publishType,
    publicationAt: isScheduled ? (values.publicationAt ?? null) : null,
  };
}

/** The picker works in Date; the form keeps 'YYYY-MM-DD HH:mm' as the wall clock the user picked. */
export function toPickerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const at = DateTime.fromFormat(value, SCHEDULE_FORMAT);
  return at.isValid ? at.toJSDate() : null;
}

export function fromPickerDate(date: Date | null | undefined): string | null {
  return date ? DateTime.fromJSDate(date).toFormat(SCHEDULE_FORMAT) : null;
}
