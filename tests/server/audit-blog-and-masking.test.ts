/**
 * The audit trail of the blog and of masking (issue 15): every write those
 * APIs accept appends one event per record it touched (the actor, the action,
 * the record and its change or status move), a refused one appends none, the
 * slug check and a visit to a shared page none either, and the scheduled
 * publish job records itself as the system with its job id.
 */
import { and, asc, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { article, articleCategory, articleTag, type Article } from '../../domain/entities/article';
import { author } from '../../domain/entities/author';
import { uploadedFile } from '../../domain/entities/file';
import { DEFAULT_ZONE } from '../../domain/format';
import { MASKING_STATUSES } from '../../domain/listing';
import {
  articleCategories,
  articleComments,
  articleReplyComments,
  articles,
  articleTags,
  auditEvents,
  employees,
  jobs,
  listingMaskings,
  listings,
  offices,
  users,
} from '../../server/db/schema';
import { DEMO_OFFICES } from '../../server/db/seed/demo';
import { encodePng } from '../../server/db/seed/demo-listings';
import { PUBLISH_ARTICLE_JOB } from '../../server/services/article-publish-job';
import { JOB_HANDLERS } from '../../server/services/job-handlers';
import { runDueJobs } from '../../server/services/jobs';
import { newId } from '../../server/services/tokens';
import { bearer, errorOf, payloadOf, signIn, startTestServer, type TestServer } from './support';
import { imageEntries, postForm } from './upload-form';

const BLOG = 'admin_blog@demo.test';
const AGENT = 'agent@demo.test';

let server: TestServer;
const tokens = new Map<string, string>();
const userIdOf = new Map<string, string>();
let agentEmployee: { employeeId: string; officeId: string | null };
const category: Record<string, string> = {};
const tag: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.database;
  for (const email of [BLOG, AGENT]) {
    tokens.set(email, await signIn(server.app, email));
    const [user] = await db.select({ userId: users.userId }).from(users).where(eq(users.email, email));
    userIdOf.set(email, user!.userId);
  }
  const [agent] = await db
    .select({ employeeId: employees.employeeId, officeId: employees.officeId })
    .from(employees)
    .where(and(eq(employees.userId, userIdOf.get(AGENT)!), eq(employees.role, 'agent')));
  agentEmployee = agent!;
  for (const c of await db.select().from(articleCategories)) category[c.categoryName] = c.categoryId;
  for (const t of await db.select().from(articleTags)) tag[t.tagName] = t.tagId;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const call = (email: string | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  server.app.inject({ method, url, ...(payload !== undefined && { payload: payload as object }), headers: email ? bearer(tokens.get(email)!) : {} });

const eventsOf = async (entityId: string) =>
  server.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId)).orderBy(auditEvents.occurredAt, auditEvents.seq);

const allEvents = async () => (await server.database.db.select({ n: count() }).from(auditEvents))[0]!.n;

/** The request is refused with `status` and the trail is as it was. */
async function refusedWithoutEvent(status: number, run: () => Promise<Awaited<ReturnType<typeof call>>>) {
  const before = await allEvents();
  errorOf(await run(), status);
  expect(await allEvents()).toBe(before);
}

const byUser = (email: string, role: string) => ({ actorType: 'user', actorUserId: userIdOf.get(email), actorRole: role, jobId: null });
/** Read when a test runs: the users' ids come with beforeAll. */
const blogActor = () => byUser(BLOG, 'admin_blog');
const agentActor = () => byUser(AGENT, 'agent');

function draftBody(title: string, extra: Record<string, unknown> = {}) {
  return {
    title,
    subtitle: `Ringkasan ${title}`,
    categoryIds: [category['Membeli Rumah']!],
    parentCategoryIds: [category['Tips Properti']!],
    tagIds: [tag['KPR']!],
    publishType: 'PUBLISH_NOW',
    status: 'OPEN',
    body: '<p>Isi artikel yang cukup panjang.</p>',
    ...extra,
  };
}

const createPost = async (title: string, extra: Record<string, unknown> = {}): Promise<Article> =>
  payloadOf(await call(BLOG, 'POST', '/api/articles', draftBody(title, extra)), article, 201);

const pickerValue = (at: DateTime) => at.toFormat('yyyy-MM-dd HH:mm');

describe('blog posts', () => {
  it('POST articles records a create with the fields and the status it starts in; a refused one records nothing', async () => {
    const post = await createPost('Audit Pos Baru');
    const events = await eventsOf(post.articleId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ...blogActor(), action: 'create', entityType: 'article', entityId: post.articleId, stateFrom: null, stateTo: 'OPEN' });
    expect(events[0]!.changes).toEqual(expect.arrayContaining([{ field: 'title', before: null, after: 'Audit Pos Baru' }]));
    await refusedWithoutEvent(400, () => call(BLOG, 'POST', '/api/articles', draftBody('')));
  });

  it('PATCH articles records an edit as update with before and after, a status move as status', async () => {
    const post = await createPost('Audit Pos Sunting');
    expect(payloadOf(await call(BLOG, 'PATCH', `/api/articles/${post.articleId}`, { title: 'Audit Pos Disunting', tagIds: [tag['KPR']!] }), article).title).toBe(
      'Audit Pos Disunting',
    );
    let events = await eventsOf(post.articleId);
    expect(events.at(-1)).toMatchObject({ ...blogActor(), action: 'update', entityType: 'article', stateFrom: null, stateTo: null });
    // Links sent unchanged are no change.
    expect(events.at(-1)!.changes).toEqual([{ field: 'title', before: 'Audit Pos Sunting', after: 'Audit Pos Disunting' }]);

    payloadOf(await call(BLOG, 'PATCH', `/api/articles/${post.articleId}`, { status: 'NEED_APPROVAL' }), article);
    events = await eventsOf(post.articleId);
    expect(events).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ ...blogActor(), action: 'status', entityId: post.articleId, stateFrom: 'OPEN', stateTo: 'NEED_APPROVAL' });

    await refusedWithoutEvent(400, () => call(BLOG, 'PATCH', `/api/articles/${post.articleId}`, { title: '' }));
    await refusedWithoutEvent(404, () => call(BLOG, 'PATCH', `/api/articles/${newId()}`, { title: 'Tidak ada' }));
  });

  it('articles/check-slug writes nothing', async () => {
    const before = await allEvents();
    expect((await call(BLOG, 'POST', '/api/articles/check-slug', { slug: 'audit-pos-baru' })).statusCode).toBe(200);
    expect(await allEvents()).toBe(before);
  });

  async function upload(fileName: string, seed: number) {
    const png = encodePng(4, 4, () => [seed, 100, 200]);
    return payloadOf(await postForm(server.app, imageEntries(png, 'image/png', 'blogFeatureImage', fileName), tokens.get(BLOG)!), uploadedFile, 201);
  }

  it('the feature image and a new embedded image record an update of the post (the image field)', async () => {
    const post = await createPost('Audit Pos Gambar');
    const file = await upload('audit.png', 7);
    payloadOf(await call(BLOG, 'POST', `/api/articles/image/${post.articleId}`, { fileKey: file.fileKey, imageName: 'Depan' }), article);
    let events = await eventsOf(post.articleId);
    expect(events.at(-1)).toMatchObject({
      ...blogActor(),
      action: 'update',
      entityType: 'article',
      changes: [{ field: 'featureImage', before: null, after: { fileKey: file.fileKey, imageName: 'Depan', captionImage: null, altText: null } }],
    });

    expect((await call(BLOG, 'POST', `/api/articles/image-blog/${post.articleId}`, { fileKey: file.fileKey })).statusCode).toBe(200);
    events = await eventsOf(post.articleId);
    expect(events).toHaveLength(3);
    expect(events.at(-1)).toMatchObject({ ...blogActor(), action: 'update', changes: [{ field: 'embeddedImage', before: null, after: file.fileKey }] });
    // The same file again changes nothing, so records nothing.
    expect((await call(BLOG, 'POST', `/api/articles/image-blog/${post.articleId}`, { fileKey: file.fileKey })).statusCode).toBe(200);
    expect(await eventsOf(post.articleId)).toHaveLength(3);

    await refusedWithoutEvent(400, () => call(BLOG, 'POST', `/api/articles/image/${post.articleId}`, { fileKey: 'A'.repeat(22), imageName: 'Hilang' }));
    await refusedWithoutEvent(400, () => call(BLOG, 'POST', `/api/articles/image-blog/${post.articleId}`, { fileKey: 'A'.repeat(22) }));
  });

  it("the scheduled publish job records the post's move to PUBLISH as the system, with its job id", async () => {
    const at = DateTime.fromJSDate(server.clock.now(), { zone: DEFAULT_ZONE }).plus({ days: 1 }).startOf('minute');
    const post = await createPost('Audit Pos Terjadwal', { publishType: 'SCHEDULED', publicationAt: pickerValue(at), status: 'PUBLISH' });
    expect(post.status).toBe('SCHEDULED');
    const [job] = await server.database.db.select().from(jobs).where(eq(jobs.key, `${PUBLISH_ARTICLE_JOB}:${post.articleId}`));

    expect(await runDueJobs(server.database.db, JOB_HANDLERS, at.plus({ minutes: 1 }).toJSDate(), 'audit-worker')).toBeGreaterThanOrEqual(1);
    const [row] = await server.database.db.select({ status: articles.status }).from(articles).where(eq(articles.articleId, post.articleId));
    expect(row!.status).toBe('PUBLISH');
    const events = await eventsOf(post.articleId);
    expect(events).toHaveLength(2);
    expect(events.at(-1)).toMatchObject({
      actorType: 'system',
      actorUserId: null,
      jobId: job!.jobId,
      action: 'status',
      entityType: 'article',
      entityId: post.articleId,
      stateFrom: 'SCHEDULED',
      stateTo: 'PUBLISH',
    });
  });
});

describe('categories and tags', () => {
  it('POST master-article-categories records a create for the parent and each sub-category, and for one sub-category', async () => {
    const tree = payloadOf(await call(BLOG, 'POST', '/api/master-article-categories', { categoryName: 'Audit Induk', subCategories: ['Audit Anak A', 'Audit Anak B'] }), articleCategory, 201);
    for (const c of [tree, ...tree.subCategories]) {
      const events = await eventsOf(c.categoryId);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ ...blogActor(), action: 'create', entityType: 'article_category', stateFrom: null, stateTo: 'PUBLISH' });
      expect(events[0]!.changes).toEqual(expect.arrayContaining([{ field: 'categoryName', before: null, after: c.categoryName }]));
    }
    const withOne = payloadOf(
      await call(BLOG, 'POST', '/api/master-article-categories', { parentCategoryId: tree.categoryId, categoryName: 'Audit Anak C', status: 'UNPUBLISH' }),
      articleCategory,
      201,
    );
    const added = withOne.subCategories.find((c) => c.categoryName === 'Audit Anak C')!;
    expect(await eventsOf(added.categoryId)).toMatchObject([{ ...blogActor(), action: 'create', entityType: 'article_category', stateTo: 'UNPUBLISH' }]);

    await refusedWithoutEvent(400, () => call(BLOG, 'POST', '/api/master-article-categories', { categoryName: 'audit induk' }));
    await refusedWithoutEvent(400, () => call(BLOG, 'POST', '/api/master-article-categories', { categoryName: '' }));
  });

  it("PATCH master-article-categories records a rename as update, a status move as status, carried to each published sub-category", async () => {
    const tree = payloadOf(await call(BLOG, 'POST', '/api/master-article-categories', { categoryName: 'Audit Ubah', subCategories: ['Audit Ubah A', 'Audit Ubah B'] }), articleCategory, 201);
    payloadOf(await call(BLOG, 'PATCH', `/api/master-article-categories/${tree.categoryId}`, { categoryName: 'Audit Diubah' }), articleCategory);
    expect((await eventsOf(tree.categoryId)).at(-1)).toMatchObject({
      ...blogActor(),
      action: 'update',
      changes: [{ field: 'categoryName', before: 'Audit Ubah', after: 'Audit Diubah' }],
      stateFrom: null,
    });

    payloadOf(await call(BLOG, 'PATCH', `/api/master-article-categories/${tree.categoryId}`, { status: 'UNPUBLISH' }), articleCategory);
    expect((await eventsOf(tree.categoryId)).at(-1)).toMatchObject({ ...blogActor(), action: 'status', stateFrom: 'PUBLISH', stateTo: 'UNPUBLISH' });
    for (const child of tree.subCategories) {
      const events = await eventsOf(child.categoryId);
      expect(events).toHaveLength(2);
      expect(events.at(-1)).toMatchObject({ ...blogActor(), action: 'status', entityType: 'article_category', stateFrom: 'PUBLISH', stateTo: 'UNPUBLISH' });
    }

    await refusedWithoutEvent(400, () => call(BLOG, 'PATCH', `/api/master-article-categories/${tree.categoryId}`, { status: 'GONE' }));
    await refusedWithoutEvent(404, () => call(BLOG, 'PATCH', `/api/master-article-categories/${newId()}`, { categoryName: 'Tidak ada' }));
  });

  it('POST and PATCH master-article-tags record create, update and status', async () => {
    const created = payloadOf(await call(BLOG, 'POST', '/api/master-article-tags', { tagName: 'Audit Tag' }), articleTag, 201);
    expect(await eventsOf(created.tagId)).toMatchObject([{ ...blogActor(), action: 'create', entityType: 'article_tag', entityId: created.tagId, stateTo: 'PUBLISH' }]);
    payloadOf(await call(BLOG, 'PATCH', `/api/master-article-tags/${created.tagId}`, { tagName: 'Audit Tag Baru' }), articleTag);
    payloadOf(await call(BLOG, 'PATCH', `/api/master-article-tags/${created.tagId}`, { status: 'UNPUBLISH' }), articleTag);
    const events = await eventsOf(created.tagId);
    expect(events.slice(1)).toMatchObject([
      { ...blogActor(), action: 'update', changes: [{ field: 'tagName', before: 'Audit Tag', after: 'Audit Tag Baru' }] },
      { ...blogActor(), action: 'status', stateFrom: 'PUBLISH', stateTo: 'UNPUBLISH' },
    ]);

    await refusedWithoutEvent(400, () => call(BLOG, 'POST', '/api/master-article-tags', { tagName: ' ' }));
    await refusedWithoutEvent(400, () => call(BLOG, 'PATCH', `/api/master-article-tags/${created.tagId}`, { tagName: '' }));
  });
});

describe('comments and replies', () => {
  async function waitingComment(articleId: string): Promise<string> {
    const commentId = newId();
    await server.database.db
      .insert(articleComments)
      .values({ commentId, articleId, name: 'Budi', email: 'budi@pembaca.test', comment: 'Menunggu', status: null, isDeleted: false, createdAt: server.clock.now() });
    return commentId;
  }
  async function waitingReply(commentId: string): Promise<string> {
    const replyId = newId();
    await server.database.db
      .insert(articleReplyComments)
      .values({ replyId, commentId, name: 'Siti', email: 'siti@pembaca.test', comment: 'Menunggu juga', status: null, isDeleted: false, createdAt: server.clock.now() });
    return replyId;
  }

  it('a comment and a reply record create, moderation as status, and delete', async () => {
    const post = await createPost('Audit Pos Komentar');
    const created = await call(BLOG, 'POST', '/api/article-comments', { articleId: post.articleId, comment: 'Komentar admin' });
    expect(created.statusCode, created.body).toBe(201);
    const { commentId } = (JSON.parse(created.body) as { payload: { commentId: string } }).payload;
    expect(await eventsOf(commentId)).toMatchObject([{ ...blogActor(), action: 'create', entityType: 'article_comment', entityId: commentId, stateTo: 'PUBLISH' }]);

    const replied = await call(BLOG, 'POST', '/api/article-reply-comments', { commentId, comment: 'Balasan admin' });
    expect(replied.statusCode, replied.body).toBe(201);
    const { replyId } = (JSON.parse(replied.body) as { payload: { replyId: string } }).payload;
    expect(await eventsOf(replyId)).toMatchObject([{ ...blogActor(), action: 'create', entityType: 'article_reply_comment', entityId: replyId }]);

    const waiting = await waitingComment(post.articleId);
    expect((await call(BLOG, 'PATCH', `/api/article-comments/${waiting}`, { status: 'REJECTED' })).statusCode).toBe(200);
    expect(await eventsOf(waiting)).toMatchObject([
      { ...blogActor(), action: 'status', entityType: 'article_comment', stateFrom: 'WAITING_APPROVAL', stateTo: 'REJECTED' },
    ]);
    const waitingR = await waitingReply(commentId);
    expect((await call(BLOG, 'PATCH', `/api/article-reply-comments/${waitingR}`, { status: 'PUBLISH' })).statusCode).toBe(200);
    expect(await eventsOf(waitingR)).toMatchObject([
      { ...blogActor(), action: 'status', entityType: 'article_reply_comment', stateFrom: 'WAITING_APPROVAL', stateTo: 'PUBLISH' },
    ]);

    expect((await call(BLOG, 'DELETE', `/api/article-reply-comments/${replyId}`)).statusCode).toBe(200);
    expect((await eventsOf(replyId)).at(-1)).toMatchObject({
      ...blogActor(),
      action: 'delete',
      entityType: 'article_reply_comment',
      changes: [{ field: 'isDeleted', before: false, after: true }],
    });
    expect((await call(BLOG, 'DELETE', `/api/article-comments/${commentId}`)).statusCode).toBe(200);
    expect((await eventsOf(commentId)).at(-1)).toMatchObject({ ...blogActor(), action: 'delete', entityType: 'article_comment' });

    // Refused: a bad body, a decided comment (409), a deleted one deleted again (409), an unknown article (404).
    await refusedWithoutEvent(400, () => call(BLOG, 'PATCH', `/api/article-comments/${waiting}`, { status: 'MAYBE' }));
    await refusedWithoutEvent(409, () => call(BLOG, 'PATCH', `/api/article-comments/${waiting}`, { status: 'PUBLISH' }));
    await refusedWithoutEvent(409, () => call(BLOG, 'DELETE', `/api/article-comments/${commentId}`));
    await refusedWithoutEvent(400, () => call(BLOG, 'POST', '/api/article-comments', { articleId: post.articleId, comment: '' }));
    await refusedWithoutEvent(404, () => call(BLOG, 'POST', '/api/article-comments', { articleId: newId(), comment: 'Tidak ada' }));
  });

  it('bulk-update-status records a status move for each comment moved, none for the ones skipped', async () => {
    const post = await createPost('Audit Pos Massal');
    const a = await waitingComment(post.articleId);
    const b = await waitingComment(post.articleId);
    const decided = await waitingComment(post.articleId);
    expect((await call(BLOG, 'PATCH', `/api/article-comments/${decided}`, { status: 'PUBLISH' })).statusCode).toBe(200);

    const res = await call(BLOG, 'POST', '/api/article-comments/bulk-update-status', { commentIds: [a, b, decided], status: 'PUBLISH' });
    expect(res.statusCode, res.body).toBe(200);
    expect((JSON.parse(res.body) as { payload: unknown }).payload).toEqual({ updated: 2, skipped: 1 });
    for (const id of [a, b]) {
      expect(await eventsOf(id)).toMatchObject([{ ...blogActor(), action: 'status', entityType: 'article_comment', entityId: id, stateFrom: 'WAITING_APPROVAL', stateTo: 'PUBLISH' }]);
    }
    expect(await eventsOf(decided)).toHaveLength(1);

    await refusedWithoutEvent(400, () => call(BLOG, 'POST', '/api/article-comments/bulk-update-status', { commentIds: [], status: 'PUBLISH' }));
  });
});

describe('authors', () => {
  it('PATCH authors/:employeeId records an update of the author link', async () => {
    const [employee] = await server.database.db.select().from(employees).where(isNull(employees.slugAuthor)).limit(1);
    payloadOf(await call(BLOG, 'PATCH', `/api/authors/${employee!.employeeId}`, { slugAuthor: 'audit-penulis' }), author);
    expect(await eventsOf(employee!.employeeId)).toMatchObject([
      {
        ...blogActor(),
        action: 'update',
        entityType: 'author',
        entityId: employee!.employeeId,
        officeId: employee!.officeId,
        changes: [{ field: 'slugAuthor', before: null, after: 'audit-penulis' }],
      },
    ]);
    await refusedWithoutEvent(400, () => call(BLOG, 'PATCH', `/api/authors/${employee!.employeeId}`, { slugAuthor: 'x' }));
    await refusedWithoutEvent(404, () => call(BLOG, 'PATCH', `/api/authors/${newId()}`, { slugAuthor: 'audit-tak-ada' }));
  });
});

describe('masking and shares', () => {
  /** A Bandung listing the agent has not masked yet, in a set order; `statuses` narrows it (a shared link opens only on a listing on the market). */
  async function maskableListing(statuses: readonly string[] = MASKING_STATUSES) {
    const { db } = server.database;
    const [bandung] = await db.select().from(offices).where(eq(offices.officeName, DEMO_OFFICES.bandung.officeName));
    const masked = (await db.select({ id: listingMaskings.listingId }).from(listingMaskings).where(eq(listingMaskings.employeeId, agentEmployee.employeeId))).map((r) => r.id);
    const rows = await db
      .select()
      .from(listings)
      .where(and(eq(listings.officeId, bandung!.officeId), inArray(listings.status, [...statuses]), ne(listings.userId, userIdOf.get(AGENT)!)))
      .orderBy(asc(listings.listingCode));
    const found = rows.find((l) => !masked.includes(l.listingId));
    if (!found) throw new Error(`no Bandung listing in ${statuses.join(', ')} that the agent has not masked`);
    return found;
  }

  it("POST listing-maskings records a create of the masking, in the listing's office; a refused one records nothing", async () => {
    const listing = await maskableListing();
    const res = await call(AGENT, 'POST', '/api/listing-maskings', { employeeId: agentEmployee.employeeId, listingId: listing.listingId });
    expect(res.statusCode, res.body).toBe(201);
    const { listingMaskingId } = (JSON.parse(res.body) as { payload: { listingMaskingId: string } }).payload;
    expect(await eventsOf(listingMaskingId)).toMatchObject([
      {
        ...agentActor(),
        action: 'create',
        entityType: 'listing_masking',
        entityId: listingMaskingId,
        officeId: listing.officeId,
        changes: [
          { field: 'listingId', before: null, after: listing.listingId },
          { field: 'employeeId', before: null, after: agentEmployee.employeeId },
        ],
      },
    ]);
    await refusedWithoutEvent(409, () => call(AGENT, 'POST', '/api/listing-maskings', { employeeId: agentEmployee.employeeId, listingId: listing.listingId }));
    await refusedWithoutEvent(400, () => call(AGENT, 'POST', '/api/listing-maskings', { employeeId: agentEmployee.employeeId }));
  });

  it('POST listing-masking-histories records the share (a LINK also its content share, never the code); opening the link records nothing', async () => {
    // Published: its shared link opens (an unpublished or expired listing's link answers as gone).
    const listing = await maskableListing(['PUBLISH']);
    expect((await call(AGENT, 'POST', '/api/listing-maskings', { employeeId: agentEmployee.employeeId, listingId: listing.listingId })).statusCode).toBe(201);
    const res = await call(AGENT, 'POST', '/api/listing-masking-histories', { employeeId: agentEmployee.employeeId, listingId: listing.listingId, type: 'LINK' });
    expect(res.statusCode, res.body).toBe(201);
    const created = (JSON.parse(res.body) as { payload: { listingMaskingHistoryId: string; listingSharedCode: string } }).payload;
    const [event] = await eventsOf(created.listingMaskingHistoryId);
    expect(event).toMatchObject({ ...agentActor(), action: 'create', entityType: 'listing_share', officeId: listing.officeId });
    expect(event!.changes).toEqual(expect.arrayContaining([{ field: 'type', before: null, after: 'LINK' }]));
    expect(JSON.stringify(event!.changes)).not.toContain(created.listingSharedCode);
    // The LINK's copyLink share is the other record the request touched.
    const [contentShare] = await server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.requestId, event!.requestId!), eq(auditEvents.entityType, 'content_share')));
    expect(contentShare).toMatchObject({ ...agentActor(), action: 'create', officeId: listing.officeId });

    const before = await allEvents();
    expect((await call(null, 'GET', `/api/shared-listings/${created.listingSharedCode}`)).statusCode).toBe(200);
    expect(await allEvents()).toBe(before);

    await refusedWithoutEvent(400, () => call(AGENT, 'POST', '/api/listing-masking-histories', { employeeId: agentEmployee.employeeId, listingId: listing.listingId, type: 'FAX' }));
  });

  it("POST content-shared records a create of the content share, in the listing's office", async () => {
    const listing = await maskableListing();
    const before = await allEvents();
    const res = await call(AGENT, 'POST', '/api/content-shared', { contentType: 'listing', contentId: listing.listingId, channel: 'whatsapp' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await allEvents()).toBe(before + 1);
    const [event] = await server.database.db.select().from(auditEvents).where(eq(auditEvents.entityType, 'content_share')).orderBy(auditEvents.seq).then((rows) => rows.slice(-1));
    expect(event).toMatchObject({
      ...agentActor(),
      action: 'create',
      entityType: 'content_share',
      officeId: listing.officeId,
      changes: [
        { field: 'contentType', before: null, after: 'listing' },
        { field: 'contentId', before: null, after: listing.listingId },
        { field: 'channel', before: null, after: 'whatsapp' },
      ],
    });
    await refusedWithoutEvent(400, () => call(AGENT, 'POST', '/api/content-shared', { contentType: 'listing', contentId: listing.listingId, channel: 'myspace' }));
  });
});
