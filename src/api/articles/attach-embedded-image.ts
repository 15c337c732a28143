import { embeddedImagePayload } from '../../../domain/entities/article';
import type { z } from 'zod';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';

const answer = envelope(embeddedImagePayload);

export type EmbeddedImage = z.infer<typeof embeddedImagePayload>;

/** POST /articles/image-blog/{articleId}: records an image of the body, uploaded first with purpose blogEmbeddedImage; answers where it is served. */
export async function attachEmbeddedImage(articleId: string, fileKey: string): Promise<EmbeddedImage> {
  const res = await http.post(`articles/image-blog/${encodeURIComponent(articleId)}`, { fileKey }, { schema: answer });
  return res.payload;
}
