import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicArticle, type PublicArticle } from '../../../domain/entities/article';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleKeys } from './keys';

const publicAnswer = envelope(publicArticle);

/** GET /articles/public/{slug}: the published post behind 'View Blog', read without a token. */
export async function getPublicArticle(slug: string, signal?: AbortSignal): Promise<PublicArticle> {
  const res = await http.get(`articles/public/${encodeURIComponent(slug)}`, { signal, token: null, schema: publicAnswer });
  return res.payload;
}

export const publicArticleQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: articleKeys.public(slug),
    queryFn: ({ signal }) => getPublicArticle(slug, signal),
    retry: false,
    // Each read counts a visitor: one read per visit, not one per window focus.
    staleTime: Infinity,
  });

export const usePublicArticle = (slug: string) => useQuery(publicArticleQueryOptions(slug));
