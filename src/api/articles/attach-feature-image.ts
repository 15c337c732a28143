import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ArticleFeatureImageBody } from '../../../domain/entities/article';
import { http, type Envelope } from '../http';
import { articleKeys } from './keys';

export interface AttachFeatureImageInput {
  articleId: string;
  /** A file uploaded first with POST /files (purpose blogFeatureImage), with its name, caption and alt text. */
  body: ArticleFeatureImageBody;
}

/** POST /articles/image/{articleId}: makes the uploaded file the post's feature image, replacing any earlier one. */
export async function attachFeatureImage({ articleId, body }: AttachFeatureImageInput): Promise<unknown> {
  const res = await http.post<Envelope<unknown>>(`articles/image/${encodeURIComponent(articleId)}`, body);
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
