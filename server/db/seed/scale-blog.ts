/**
 * The blog at scale (issue 6): at factor 1, 5,000 posts by the HQ staff in the
 * status mix of a working blog, each in one or two of the demo's categories
 * with two to four of its tags and a demo photo as feature image; readers'
 * comments (most posts a few, ~30k in all) with replies, and visitors.
 *
 * `seedBusyPost` adds the one post every moderator dreads: 10,000 comments on
 * a single article (the bench's comments-list row; `npm run seed:busy-post`).
 */
import { eq, like } from 'drizzle-orm';
import type { ContentStatus } from '../../../domain/entities/article';
import { newId } from '../../services/tokens';
import type { Db } from '../client';
import { articleCategories, articleCategoryLinks, articleComments, articleImages, articleReplyComments, articles, articleTagLinks, articleTags, articleVisitors, files, users } from '../schema';
import { chance, DAY, daysAgo, generator, pick, type ScaleBlog, type ScaleContext } from './scale-kit';

const POSTS_PER_FACTOR = 5_000;
const STATUS_MIX: readonly [ContentStatus, number][] = [
  ['PUBLISH', 0.7],
  ['OPEN', 0.1],
  ['NEED_APPROVAL', 0.08],
  ['UNPUBLISH', 0.06],
  ['DELETE', 0.04],
  ['SCHEDULED', 0.02],
];
const COMMENT_STATUSES = [null, 'WAITING_APPROVAL', 'PUBLISH', 'PUBLISH', 'PUBLISH', 'REJECTED'] as const;
const TOPICS = ['KPR', 'Rumah Subsidi', 'Apartemen', 'Investasi Properti', 'Sertifikat', 'Renovasi', 'Tanah Kavling', 'Ruko'] as const;
const READERS = ['Andi', 'Budi', 'Citra', 'Dewi', 'Eka', 'Fajar', 'Gita', 'Hendra', 'Intan', 'Joko', 'Kartika', 'Lukman'] as const;

export async function loadBlogRefs(db: Db): Promise<ScaleBlog> {
  const categoryIds = (await db.select({ id: articleCategories.categoryId }).from(articleCategories)).map((r) => r.id);
  const tagIds = (await db.select({ id: articleTags.tagId }).from(articleTags)).map((r) => r.id);
  const imageKeys = (await db.select({ key: files.fileKey }).from(files).where(like(files.fileName, 'rumah-%'))).map((r) => r.key);
  const authors = await db.select({ userId: users.userId }).from(users).where(like(users.email, 'admin%@demo.test'));
  return { categoryIds, tagIds, imageKeys, authorUserIds: authors.map((a) => a.userId), posts: [], comments: [] };
}

function statusOf(ctx: ScaleContext): ContentStatus {
  let r = ctx.random();
  for (const [status, share] of STATUS_MIX) {
    if (r < share) return status;
    r -= share;
  }
  return 'PUBLISH';
}

const postRows = generator(articles, function* (ctx) {
  const n = Math.round(POSTS_PER_FACTOR * ctx.factor);
  for (let i = 1; i <= n; i++) {
    const status = statusOf(ctx);
    const createdAt = daysAgo(ctx, 900, 1);
    const topic = pick(ctx, TOPICS);
    const articleId = newId();
    const isScheduled = status === 'SCHEDULED';
    ctx.blog.posts.push({ articleId, status, createdAt, comments: status === 'PUBLISH' ? Math.floor(ctx.random() * 12) : 0 });
    yield {
      articleId,
      title: `${topic}: catatan pasar #${i}`,
      subtitle: `Yang perlu diketahui tentang ${topic.toLowerCase()} minggu ini.`,
      slug: `${topic.toLowerCase().replace(/\s+/g, '-')}-catatan-pasar-${i}`,
      authorName: 'Tim Redaksi',
      status,
      publishType: isScheduled ? ('SCHEDULED' as const) : ('PUBLISH_NOW' as const),
      publicationAt: isScheduled ? new Date(ctx.now.getTime() + (1 + ctx.random() * 30) * DAY) : createdAt,
      publishedAt: status === 'PUBLISH' ? createdAt : null,
      body: `<h2>${topic}</h2><p>Ringkasan pasar ${topic.toLowerCase()} untuk pembeli dan agen.</p>`,
      createdByUserId: pick(ctx, ctx.blog.authorUserIds),
      createdAt,
      updatedAt: createdAt,
    };
  }
});

const categoryLinkRows = generator(articleCategoryLinks, function* (ctx) {
  if (ctx.blog.categoryIds.length === 0) return;
  for (const post of ctx.blog.posts) {
    const first = pick(ctx, ctx.blog.categoryIds);
    yield { articleId: post.articleId, categoryId: first };
    const second = pick(ctx, ctx.blog.categoryIds);
    if (second !== first && chance(ctx, 0.4)) yield { articleId: post.articleId, categoryId: second };
  }
});

const tagLinkRows = generator(articleTagLinks, function* (ctx) {
  for (const post of ctx.blog.posts) {
    const picked = new Set(Array.from({ length: 2 + Math.floor(ctx.random() * 3) }, () => pick(ctx, ctx.blog.tagIds)));
    for (const tagId of ctx.blog.tagIds.length ? picked : []) yield { articleId: post.articleId, tagId };
  }
});

const imageRows = generator(articleImages, function* (ctx) {
  if (ctx.blog.imageKeys.length === 0) return;
  for (const post of ctx.blog.posts) {
    yield { fileId: newId(), articleId: post.articleId, fileKey: pick(ctx, ctx.blog.imageKeys), kind: 'feature' as const, mimeType: 'image/png', imageName: 'Foto utama', createdAt: post.createdAt };
  }
});

const commentRows = generator(articleComments, function* (ctx) {
  for (const post of ctx.blog.posts) {
    for (let i = 0; i < post.comments; i++) {
      const commentId = newId();
      const createdAt = new Date(Math.min(ctx.now.getTime(), post.createdAt.getTime() + ctx.random() * 60 * DAY));
      ctx.blog.comments.push({ commentId, createdAt });
      const reader = pick(ctx, READERS);
      yield { commentId, articleId: post.articleId, ...readerComment(ctx, reader), createdAt };
    }
  }
});

const replyRows = generator(articleReplyComments, function* (ctx) {
  for (const c of ctx.blog.comments) {
    if (!chance(ctx, 0.2)) continue;
    const reader = pick(ctx, READERS);
    yield { replyId: newId(), commentId: c.commentId, ...readerComment(ctx, reader), createdAt: new Date(c.createdAt.getTime() + 3_600_000) };
  }
});

const visitorRows = generator(articleVisitors, function* (ctx) {
  for (const post of ctx.blog.posts) {
    if (post.status !== 'PUBLISH') continue;
    const views = Math.floor(ctx.random() * 40);
    for (let i = 0; i < views; i++) yield { articleVisitorId: newId(), articleId: post.articleId, createdAt: daysAgo(ctx, 180) };
  }
});

function readerComment(ctx: ScaleContext, reader: string) {
  return {
    name: reader,
    email: `${reader.toLowerCase()}@pembaca.test`,
    comment: `Terima kasih infonya, ${pick(ctx, ['sangat membantu', 'apakah berlaku di Bandung?', 'ditunggu artikel berikutnya', 'bagaimana dengan pajaknya?'])}`,
    status: pick(ctx, COMMENT_STATUSES),
    isDeleted: chance(ctx, 0.03),
  };
}

export const BLOG_GENERATORS = [postRows, categoryLinkRows, tagLinkRows, imageRows, commentRows, replyRows, visitorRows];

export const BUSY_POST_SLUG = 'diskusi-pembaca-kpr-2026';
export const BUSY_POST_TITLE = 'Diskusi Pembaca: KPR 2026';

/** One published post with `comments` readers' comments (every moderation state), in batches; answers its articleId. */
export async function seedBusyPost(db: Db, { comments = 10_000, now = new Date() }: { comments?: number; now?: Date } = {}): Promise<string> {
  const [author] = await db.select({ userId: users.userId }).from(users).where(eq(users.email, 'admin_blog@demo.test'));
  const articleId = newId();
  const createdAt = new Date(now.getTime() - 30 * DAY);
  await db.insert(articles).values({
    articleId,
    title: BUSY_POST_TITLE,
    subtitle: 'Pertanyaan pembaca tentang KPR, dijawab tim kami.',
    slug: BUSY_POST_SLUG,
    authorName: 'Tim Redaksi',
    status: 'PUBLISH',
    publishType: 'PUBLISH_NOW',
    publicationAt: createdAt,
    publishedAt: createdAt,
    body: '<p>Tulis pertanyaan Anda tentang KPR di kolom komentar.</p>',
    createdByUserId: author?.userId ?? 'unknown',
    createdAt,
    updatedAt: createdAt,
  });
  const BATCH = 1_000;
  for (let start = 0; start < comments; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, comments - start) }, (_, k) => {
      const i = start + k;
      const reader = READERS[i % READERS.length]!;
      return {
        commentId: newId(),
        articleId,
        name: reader,
        email: `${reader.toLowerCase()}@pembaca.test`,
        comment: `Pertanyaan ke-${i + 1} tentang KPR: berapa DP minimal untuk rumah pertama?`,
        status: COMMENT_STATUSES[i % COMMENT_STATUSES.length]!,
        isDeleted: i % 37 === 0,
        createdAt: new Date(createdAt.getTime() + i * 60_000),
      };
    });
    await db.insert(articleComments).values(rows);
  }
  return articleId;
}
