import { embeddedImagePayload } from '../../../domain/entities/article';
import type { z } from 'zod';
import { http, type Envelope } from '../http';

export type EmbeddedImage = z.infer<typeof embeddedImagePayload>;

/** POST /articles/image-blog/{articleId}: records an image of the body, uploaded first with purpose blogEmbeddedImage; answers where it is served. */
export async function attachEmbeddedImage(articleId: string, fileKey: string): Promise<EmbeddedImage> {
  const res = await http.post<Envelope<unknown>>(`articles/image-blog/${encodeURIComponent(articleId)}`, { fileKey });
  return embeddedImagePayload.parse(res.payload);
}
