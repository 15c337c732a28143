import type { ArticleCategory, ArticleTag, CreateArticleCategoryBody, CreateArticleTagBody } from '../../../../domain/entities/article';
import { useCreateArticleCategory } from '../../../api/article-taxonomy/create-category';
import { useCreateArticleTag } from '../../../api/article-taxonomy/create-tag';
import { useArticleCategories } from '../../../api/article-taxonomy/get-categories';
import { useArticleTags } from '../../../api/article-taxonomy/get-tags';

/** What step 1 chooses from and adds to: the published categories and tags (§7 ?status=PUBLISH). */
export interface Taxonomy {
  categories: ArticleCategory[];
  tags: ArticleTag[];
  isLoading: boolean;
  createCategory: (body: CreateArticleCategoryBody) => Promise<ArticleCategory>;
  createTag: (body: CreateArticleTagBody) => Promise<ArticleTag>;
  isCreatingCategory: boolean;
  isCreatingTag: boolean;
}

const PUBLISHED = { status: 'PUBLISH', limit: 1000 } as const;

export function useTaxonomy(): Taxonomy {
  const categories = useArticleCategories(PUBLISHED);
  const tags = useArticleTags(PUBLISHED);
  const createCategory = useCreateArticleCategory();
  const createTag = useCreateArticleTag();
  return {
    categories: categories.data?.results ?? [],
    tags: tags.data?.results ?? [],
    isLoading: categories.isPending || tags.isPending,
    createCategory: createCategory.mutateAsync,
    createTag: createTag.mutateAsync,
    isCreatingCategory: createCategory.isPending,
    isCreatingTag: createTag.isPending,
  };
}
