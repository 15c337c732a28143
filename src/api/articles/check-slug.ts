import { checkSlugPayload, type CheckSlugPayload } from '../../../domain/entities/article';
import { http, type Envelope } from '../http';

export interface CheckSlugInput {
  slug: string;
  /** The post being edited: its own slug is no clash. */
  articleId: string | null;
}

/** POST articles/check-slug (§7): whether another post already uses the slug. */
export async function checkSlug({ slug, articleId }: CheckSlugInput, signal?: AbortSignal): Promise<CheckSlugPayload> {
  const res = await http.post<Envelope<unknown>>('articles/check-slug', { slug, ...(articleId ? { articleId } : {}) }, { signal });
  return checkSlugPayload.parse(res.payload);
}
