import { useMutation, useQueryClient } from '@tanstack/react-query';
import { article, type Article, type ArticleFeatureImageBody } from '../../../domain/entities/article';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';
import { articleKeys } from './keys';

const answer = envelope(article);

export interface AttachFeatureImageInput {
  articleId: string;
  /** A file uploaded first with POST /files (purpose blogFeatureImage), with its name, caption and alt text. */
  body: ArticleFeatureImageBody;
}

/** POST /articles/image/{articleId}: makes the uploaded file the post's feature image, replacing any earlier one; answers the post. */
export async function attachFeatureImage({ articleId, body }: AttachFeatureImageInput): Promise<Article> {
  const res = await http.post(`articles/image/${encodeURIComponent(articleId)}`, body, { schema: answer });
  return res.payload;
}

export function useAttachFeatureImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachFeatureImage,
    onSuccess: async (_, { articleId }) => {
      await queryClient.invalidateQueries({ queryKey: articleKeys.detail(articleId) });
    },
  });
}
