/** Placeholder: filled in by issue 6. */
import type { Executor } from './client';

export async function seedBlogComments(_db: Executor, _now: Date): Promise<void> {}
