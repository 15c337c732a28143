/**
 * The blog's demo data, in order: categories and tags, posts in every status
 * (some scheduled, with their publish jobs), then comments and replies in
 * every moderation state.
 */
import type { Executor } from '../client';
import { seedBlogPosts } from './demo-blog-posts';
import { seedBlogComments } from './demo-blog-comments';

export async function seedBlog(db: Executor, now: Date): Promise<void> {
  await seedBlogPosts(db, now);
  await seedBlogComments(db, now);
}
