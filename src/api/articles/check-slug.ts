import { checkSlugPayload, type CheckSlugPayload } from '../../../domain/entities/article';
import { envelope } from '../../../domain/entities/common';
import { http } from '../http';

const answer = envelope(checkSlugPayload);

export interface CheckSlugInput {
  slug: string;
  /** The post being edited: its own slug is no clash. */
  articleId: string | null;
}

/** POST articles/check-slug (§7): whether another post already uses the slug. */
export async function checkSlug({ slug, articleId }: CheckSlugInput, signal?: AbortSignal): Promise<CheckSlugPayload> {
  const res = await http.post('articles/check-slug', { slug, ...(articleId ? { articleId } : {}) }, { signal, schema: answer });
  return res.payload;
}
