import { describe, expect, test } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { BLOG_MESSAGES, blogTabPath, descriptionPath, editPostPath, SLUG_CHECK_DEBOUNCE_MS, submitStatus, submittedMessage } from '../../domain/blog';
import type { Article, ContentStatus } from '../../domain/entities/article';
import {
  blogWizardMachine,
  type ArticleDetailValues,
  type BlogWizardInput,
  type FeatureImageUpload,
  type NavigateParams,
} from '../../machines/blog-wizard.machine';
import { recorder } from './fixtures';
import { coverage, drive, expectPlayerAgrees, label, modelEdges, type ModelEvent } from './model';

const article = (status: ContentStatus, patch: Partial<Article> = {}): Article => ({
  articleId: 'a-1',
  title: 'Rumah Minimalis',
  subtitle: 'Tips memilih rumah minimalis.',
  slug: 'rumah-minimalis',
  authorName: 'Rina',
  categories: [],
  tags: [],
  publicationAt: null,
  publishType: 'PUBLISH_NOW',
  status,
  body: null,
  images: [],
  createdByUserId: 'u-1',
  createdAt: '2026-03-10T02:30:00.000Z',
  ...patch,
});

const createInput: BlogWizardInput = { articleId: null, employeeId: 'e-blog' };
const editInput: BlogWizardInput = { articleId: 'a-1', employeeId: 'e-blog' };
const SAVED = article('PUBLISH');
const LOADED = 'xstate.done.actor.loadArticle';

const detail: ArticleDetailValues = {
  title: 'Rumah Baru',
  subtitle: 'Rumah baru di Jakarta.',
  categoryIds: ['c-1'],
  tagIds: ['t-1'],
  publishType: 'PUBLISH_NOW',
  publicationAt: null,
};
const IMAGE: FeatureImageUpload = { file: { kind: 'jpeg-blob' }, fields: { imageName: 'Fasad', captionImage: '', altText: 'Rumah' } };
const UPLOADED = { fileKey: 'k'.repeat(22), url: '/api/files/kkkk', fileName: 'fasad.jpg', contentType: 'image/jpeg', size: 1000 };
const apiError = (message: string) => ({ status: 400, data: { code: 'err_validation', message } });
const notFound = { status: 404, data: { code: 'err_not_found', message: 'Post not found' } };
const DEBOUNCE = 'xstate.after.slugDebounce.blogWizard.detail.slug.debouncing';

const events: ModelEvent[] = [
  { type: 'title.changed', title: 'Rumah Baru' },
  { type: 'title.changed', title: '!!' },
  { type: 'slug.changed', slug: 'Rumah Lain' },
  { type: 'slug.changed', slug: '' },
  { type: DEBOUNCE },
  { type: 'xstate.done.actor.checkSlug', output: { isUsed: true } },
  { type: 'xstate.done.actor.checkSlug', output: { isUsed: false } },
  { type: 'xstate.error.actor.checkSlug', error: { status: 503 } },
  { type: 'detail.submitted', detail, featureImage: IMAGE },
  { type: 'detail.submitted', detail, featureImage: null },
  { type: 'detail.submitted', detail: { ...detail, categoryIds: [] }, featureImage: null },
  { type: 'draft.requested', detail, featureImage: IMAGE },
  { type: 'draft.requested', detail, featureImage: null },
  { type: 'draft.requested', detail: { ...detail, categoryIds: [] }, featureImage: null },
  ...(['OPEN', 'NEED_APPROVAL', 'PUBLISH'] as const).map((status) => ({
    type: 'xstate.done.actor.saveArticle',
    output: article(status, { articleId: 'a-9', slug: 'rumah-baru' }),
  })),
  { type: 'xstate.error.actor.saveArticle', error: apiError('Title is required.') },
  { type: 'xstate.done.actor.uploadImage', output: UPLOADED },
  { type: 'xstate.error.actor.uploadImage', error: { status: 413 } },
  { type: 'description.submitted', body: '<p>Halo <b>dunia</b></p>' },
  { type: 'description.submitted', body: '<p><br></p>' },
  { type: LOADED, output: SAVED },
  { type: 'xstate.error.actor.loadArticle', error: notFound },
  { type: 'load.retried' },
  { type: 'previous.requested' },
  // The address bar: a new post, the saved one, and step 2 of the saved one.
  { type: 'location.changed', step: 'detail', articleId: null },
  { type: 'location.changed', step: 'detail', articleId: 'a-1' },
  { type: 'location.changed', step: 'description', articleId: 'a-1' },
];

const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.mode,
    s.context.slug,
    s.context.articleId,
    s.context.article?.articleId,
    s.context.status,
    s.context.intent,
    s.context.featureImage !== null,
  ]);

const ACTIONS = ['notify', 'navigate'];
type Rec = ReturnType<typeof recorder>;
const notices = (rec: Rec) => rec.calls.filter((c) => c.name === 'notify').map((c) => (c.params as { summary: string }).summary);
const moves = (rec: Rec) => rec.calls.filter((c) => c.name === 'navigate').map((c) => c.params as NavigateParams);
const navigations = (rec: Rec) => moves(rec).map((m) => m.to);

/** A wizard started from the input, its saved post (if any) loaded. */
async function opened(input: BlogWizardInput, actions?: Rec['actions']) {
  const d = drive(blogWizardMachine, { input, actions });
  if (input.articleId) await d.play({ type: LOADED, output: SAVED });
  return d;
}

const createEdges = modelEdges(blogWizardMachine, { input: createInput, events, serializeState });
const editEdges = modelEdges(blogWizardMachine, { input: editInput, events, serializeState });

test('the edges of both inputs (new post, edit) take every transition and visit every state', () => {
  const c = coverage(blogWizardMachine, [...createEdges, ...editEdges]);
  expect(c.missedStates).toEqual([]);
  expect(c.missedTransitions).toEqual([]);
  expect(c.transitionCount).toBeGreaterThan(35);
});

describe.each([
  ['new post', createInput, createEdges],
  ['edit', editInput, editEdges],
] as const)('blog wizard, model-based (%s)', (_name, input, edges) => {
  test.each(edges.map((e) => [label(e), e] as const))('%s', async (_l, edge) => {
    const rec = recorder(ACTIONS);
    const d = drive(blogWizardMachine, { input, actions: rec.actions });
    for (const e of edge.path) await d.play(e as ModelEvent);
    const before = d.snapshot();
    const callsBefore = rec.calls.length;
    await d.play(edge.event as ModelEvent);
    const after = d.snapshot();
    expectPlayerAgrees(blogWizardMachine, d);
    const ctx = after.context;
    const mode = ctx.mode;
    const event = edge.event as ModelEvent;
    const moved = moves({ ...rec, calls: rec.calls.slice(callsBefore) });
    expect(after.value).toEqual(edge.to.value);

    // The saved post: loaded first, then an edit of it; a failure kept for the retry.
    if (after.matches('loading')) {
      expect(d.pending.get('loadArticle')?.input).toEqual({ articleId: ctx.articleId });
      expect(ctx.articleId).not.toBeNull();
      expect([ctx.mode, ctx.article]).toEqual(['edit', null]);
    }
    if (event.type === LOADED) {
      expect(after.matches({ detail: { slug: 'available', form: 'editing' } })).toBe(true);
      expect([ctx.mode, ctx.article, ctx.articleId, ctx.status, ctx.slug]).toEqual(['edit', SAVED, 'a-1', 'PUBLISH', SAVED.slug]);
    }
    if (after.matches('loadFailed')) expect(ctx.loadError).toEqual(notFound);

    // The step is the machine's: what it does with each move of the address bar and with 'Previous'.
    if (event.type === 'location.changed' && event.step === 'description') {
      // Step 2 needs step 1 first: step 1 of that post takes its place, and the wizard stays where it was.
      expect(moved).toEqual([{ to: editPostPath('a-1'), replace: true }]);
      expect(after.value).toEqual(before.value);
    }
    if (event.type === 'location.changed' && event.step === 'detail') {
      // Another post's step 1 (or Back from step 2): the wizard starts over from the address's post.
      expect(ctx.articleId).toBe(event.articleId);
      expect(after.matches(event.articleId === null ? { detail: { form: 'editing' } } : 'loading')).toBe(true);
      expect([ctx.article, ctx.detail, ctx.featureImage, ctx.employeeId]).toEqual([null, null, null, 'e-blog']);
      expect(moved).toEqual([]);
    }
    if (event.type === 'previous.requested') {
      // Step 1 of the post as saved, at its edit address (pushed: Back returns to step 2's).
      expect(moved).toEqual([{ to: editPostPath(before.context.articleId as string) }]);
      expect(after.matches('loading')).toBe(true);
      expect(ctx.articleId).toBe(before.context.articleId);
    }

    // The promises each state makes.
    if (after.matches({ detail: { slug: 'checking' } })) {
      expect(d.pending.get('checkSlug')?.input).toEqual({ slug: ctx.slug, articleId: ctx.articleId });
    }
    if (after.matches({ detail: { slug: 'empty' } })) expect(ctx.slug).toBe('');
    if (after.matches({ detail: { form: 'saving' } }) && !before.matches({ detail: { form: 'saving' } })) {
      const saving = d.pending.get('saveArticle')?.input as { articleId: string | null; body: Record<string, unknown> };
      expect(saving.articleId).toBe(ctx.articleId);
      expect(saving.body.slug).toBe(ctx.slug);
      // 'Save to Draft' saves OPEN; a new post's step 1 sets OPEN; an edit keeps its status.
      expect(saving.body.status).toBe(ctx.intent === 'draft' ? 'OPEN' : (ctx.status ?? 'OPEN'));
      if (saving.articleId === null) expect(saving.body.externalData).toEqual({ employeeId: 'e-blog' });
    }
    if (after.matches({ detail: { form: 'uploadingImage' } })) {
      expect(d.pending.get('uploadImage')?.input).toEqual({ articleId: 'a-9', ...IMAGE });
    }
    if (after.matches('description') && !before.matches('description')) {
      // Step 2 takes step 1's place in the history.
      expect(moved.at(-1)).toEqual({ to: descriptionPath(mode, 'a-9'), replace: true });
    }
    if (after.matches({ description: 'submitting' })) {
      const submitting = d.pending.get('saveArticle')?.input as { articleId: string; body: Record<string, unknown> };
      // A new post goes to approval; an edit keeps the status it had.
      expect(submitting).toEqual({ articleId: 'a-9', body: { body: '<p>Halo <b>dunia</b></p>', status: submitStatus(mode, ctx.status) } });
      expect(submitting.body.status).toBe(mode === 'create' ? 'NEED_APPROVAL' : ctx.status);
    }
    if (after.matches('savedAsDraft')) {
      expect(after.status).toBe('done');
      expect(after.output).toEqual({ redirect: '/blog-posts?activeTab=OPEN' });
      expect(notices(rec)).toContain('Blog saved as draft!');
      expect(navigations(rec).at(-1)).toBe('/blog-posts?activeTab=OPEN');
    }
    if (after.matches('submitted')) {
      expect(after.status).toBe('done');
      expect(after.output).toEqual({ redirect: blogTabPath(ctx.status) });
      expect(notices(rec).at(-1)).toBe(submittedMessage(ctx.status));
      expect(navigations(rec).at(-1)).toBe(`/blog-posts?activeTab=${ctx.status}`);
    }

    // What each event says, word for word.
    const said = notices({ ...rec, calls: rec.calls.slice(callsBefore) });
    if (after.matches({ detail: { slug: 'used' } }) && !before.matches({ detail: { slug: 'used' } })) expect(said).toEqual(['URL already used!']);
    if (edge.event.type === 'xstate.error.actor.uploadImage') {
      expect(said[0]).toBe('Error upload image');
      expect(after.matches('savedAsDraft') || after.matches('description')).toBe(true);
    }
    if (edge.event.type === 'xstate.error.actor.saveArticle') expect(said).toEqual(['Title is required.']);
    const isDetailRequest = edge.event.type === 'detail.submitted' || edge.event.type === 'draft.requested';
    if (isDetailRequest && after.matches({ detail: { form: 'editing' } })) {
      expect(said).toHaveLength(1);
      expect(['Title is required.', 'URL already used!', 'Categories is required.', 'Please wait until loading finished']).toContain(said[0]);
      expect(d.pending.has('saveArticle')).toBe(false);
    }
    if (edge.event.type === 'description.submitted' && after.matches({ description: 'editing' })) expect(said).toEqual(['Body is required.']);
    d.actor.stop();
  });
});

async function typeTitle(d: ReturnType<typeof drive>, title: string, isUsed = false) {
  await d.play({ type: 'title.changed', title });
  await d.play({ type: DEBOUNCE });
  await d.play({ type: 'xstate.done.actor.checkSlug', output: { isUsed } });
}

describe('the blog flow of §4', () => {
  test('a new post: step 1 saves OPEN, a failed image upload still continues, step 2 submits NEED_APPROVAL', async () => {
    const rec = recorder(ACTIONS);
    const d = drive(blogWizardMachine, { input: createInput, actions: rec.actions });
    await typeTitle(d, 'Rumah Baru');
    await d.play({ type: 'detail.submitted', detail, featureImage: IMAGE });
    expect(d.pending.get('saveArticle')?.input).toEqual({
      articleId: null,
      body: { ...detail, slug: 'rumah-baru', status: 'OPEN', externalData: { employeeId: 'e-blog' } },
    });
    await d.play({ type: 'xstate.done.actor.saveArticle', output: article('OPEN', { articleId: 'a-9' }) });
    expect(d.pending.get('uploadImage')?.input).toEqual({ articleId: 'a-9', ...IMAGE });
    await d.play({ type: 'xstate.error.actor.uploadImage', error: { status: 500 } });
    expect(d.snapshot().value).toEqual({ description: 'editing' });
    expect(navigations(rec)).toEqual(['/blog-posts/create/a-9/description-post']);
    await d.play({ type: 'description.submitted', body: '<p>Halo</p>' });
    expect(d.pending.get('saveArticle')?.input).toEqual({ articleId: 'a-9', body: { body: '<p>Halo</p>', status: 'NEED_APPROVAL' } });
    await d.play({ type: 'xstate.done.actor.saveArticle', output: article('NEED_APPROVAL', { articleId: 'a-9' }) });
    expect(d.snapshot().status).toBe('done');
    expect(notices(rec)).toEqual(['Error upload image', BLOG_MESSAGES.awaitingApproval]);
    expect(navigations(rec).at(-1)).toBe('/blog-posts?activeTab=NEED_APPROVAL');
  });

  test("'Save to Draft': saved OPEN, 'Blog saved as draft!', to /blog-posts?activeTab=OPEN", async () => {
    const rec = recorder(ACTIONS);
    const d = await opened(editInput, rec.actions);
    await d.play({ type: 'draft.requested', detail, featureImage: IMAGE });
    expect(d.pending.get('saveArticle')?.input).toEqual({ articleId: 'a-1', body: { ...detail, slug: 'rumah-minimalis', status: 'OPEN' } });
    await d.play({ type: 'xstate.done.actor.saveArticle', output: article('OPEN') });
    await d.play({ type: 'xstate.done.actor.uploadImage', output: UPLOADED });
    expect(d.snapshot().value).toBe('savedAsDraft');
    expect(d.snapshot().output).toEqual({ redirect: '/blog-posts?activeTab=OPEN' });
    expect(rec.calls).toEqual([
      { name: 'notify', params: { severity: 'success', summary: 'Blog saved as draft!' } },
      { name: 'navigate', params: { to: '/blog-posts?activeTab=OPEN' } },
    ]);
  });

  test('an edit keeps its status through both steps and lands on its tab', async () => {
    const rec = recorder(ACTIONS);
    const d = await opened(editInput, rec.actions);
    await d.play({ type: 'detail.submitted', detail, featureImage: null });
    expect(d.pending.get('saveArticle')?.input).toMatchObject({ articleId: 'a-1', body: { status: 'PUBLISH' } });
    await d.play({ type: 'xstate.done.actor.saveArticle', output: article('PUBLISH') });
    expect(navigations(rec)).toEqual(['/blog-posts/a-1/edit/description-post']);
    await d.play({ type: 'description.submitted', body: '<p><img src="/api/files/x"></p>' });
    expect(d.pending.get('saveArticle')?.input).toEqual({ articleId: 'a-1', body: { body: '<p><img src="/api/files/x"></p>', status: 'PUBLISH' } });
    await d.play({ type: 'xstate.done.actor.saveArticle', output: article('PUBLISH') });
    expect(d.snapshot().output).toEqual({ redirect: '/blog-posts?activeTab=PUBLISH' });
    expect(notices(rec)).toEqual([BLOG_MESSAGES.updated]);
  });

  test('a refused save stays on the step with the server’s message', async () => {
    const rec = recorder(ACTIONS);
    const d = await opened(editInput, rec.actions);
    await d.play({ type: 'detail.submitted', detail, featureImage: IMAGE });
    await d.play({ type: 'xstate.error.actor.saveArticle', error: { status: 502 } });
    expect(d.snapshot().value).toEqual({ detail: { slug: 'available', form: 'editing' } });
    expect(notices(rec)).toEqual(['Our server is temporarily unavailable. Please try again later.']);
    expect(d.pending.has('uploadImage')).toBe(false);
  });
});

describe('the URL slug (§5)', () => {
  test('checked 500 ms after the last change, with the slug derived from the title', async () => {
    const d = drive(blogWizardMachine, { input: createInput });
    await d.play({ type: 'title.changed', title: 'Rumah' });
    d.clock.increment(SLUG_CHECK_DEBOUNCE_MS - 1);
    await d.play({ type: 'title.changed', title: 'Rumah Baru' });
    d.clock.increment(SLUG_CHECK_DEBOUNCE_MS - 1);
    expect(d.snapshot().matches({ detail: { slug: 'debouncing' } })).toBe(true);
    expect(d.pending.has('checkSlug')).toBe(false);
    d.clock.increment(1);
    expect(d.snapshot().matches({ detail: { slug: 'checking' } })).toBe(true);
    expect(d.pending.get('checkSlug')?.input).toEqual({ slug: 'rumah-baru', articleId: null });
  });

  test("a used URL says 'URL already used!' and blocks both buttons", async () => {
    const rec = recorder(ACTIONS);
    const d = drive(blogWizardMachine, { input: createInput, actions: rec.actions });
    await typeTitle(d, 'Rumah Baru', true);
    await d.play({ type: 'detail.submitted', detail, featureImage: null });
    await d.play({ type: 'draft.requested', detail, featureImage: null });
    expect(notices(rec)).toEqual(['URL already used!', 'URL already used!', 'URL already used!']);
    expect(d.pending.has('saveArticle')).toBe(false);
  });

  test('a failed lookup counts as available', async () => {
    const d = drive(blogWizardMachine, { input: createInput });
    await d.play({ type: 'title.changed', title: 'Rumah Baru' });
    await d.play({ type: DEBOUNCE });
    await d.play({ type: 'xstate.error.actor.checkSlug', error: { status: 503 } });
    expect(d.snapshot().matches({ detail: { slug: 'available' } })).toBe(true);
  });

  test('while the check is pending the buttons wait; an edited post’s own slug needs no check', async () => {
    const rec = recorder(ACTIONS);
    const d = drive(blogWizardMachine, { input: createInput, actions: rec.actions });
    await d.play({ type: 'detail.submitted', detail, featureImage: null });
    await d.play({ type: 'title.changed', title: 'Rumah Baru' });
    await d.play({ type: 'detail.submitted', detail, featureImage: null });
    expect(notices(rec)).toEqual(['Title is required.', 'Please wait until loading finished']);
    const edit = await opened(editInput);
    expect(edit.snapshot().matches({ detail: { slug: 'available', form: 'editing' } })).toBe(true);
  });

  test('the form is locked while saving: title changes are not taken', async () => {
    const d = await opened(editInput);
    await d.play({ type: 'detail.submitted', detail, featureImage: null });
    expect(d.snapshot().can({ type: 'title.changed', title: 'Lain' })).toBe(false);
  });
});

describe("the step is the machine's", () => {
  /** A new post through step 1, at step 2 as a-9. */
  async function atStepTwo(rec: Rec) {
    const d = drive(blogWizardMachine, { input: createInput, actions: rec.actions });
    await typeTitle(d, 'Rumah Baru');
    await d.play({ type: 'detail.submitted', detail, featureImage: null });
    await d.play({ type: 'xstate.done.actor.saveArticle', output: article('OPEN', { articleId: 'a-9' }) });
    expect(d.snapshot().value).toEqual({ description: 'editing' });
    return d;
  }

  test('a saved post loads before step 1; a failed load says why and is tried again', async () => {
    const d = drive(blogWizardMachine, { input: editInput });
    expect(d.snapshot().value).toBe('loading');
    expect(d.pending.get('loadArticle')?.input).toEqual({ articleId: 'a-1' });
    await d.play({ type: 'xstate.error.actor.loadArticle', error: notFound });
    expect(d.snapshot().value).toBe('loadFailed');
    expect(d.snapshot().context.loadError).toEqual(notFound);
    await d.play({ type: 'load.retried' });
    await d.play({ type: LOADED, output: SAVED });
    expect(d.snapshot().matches({ detail: { slug: 'available', form: 'editing' } })).toBe(true);
    expect(d.snapshot().context.article).toEqual(SAVED);
  });

  test("step 2's address opened afresh (a reload) lands on step 1 of the post, in place of step 2's address", async () => {
    const rec = recorder(ACTIONS);
    const d = drive(blogWizardMachine, { input: editInput, actions: rec.actions });
    await d.play({ type: 'location.changed', step: 'description', articleId: 'a-1' });
    expect(moves(rec)).toEqual([{ to: '/blog-posts/a-1/edit', replace: true }]);
    await d.play({ type: 'location.changed', step: 'detail', articleId: 'a-1' });
    await d.play({ type: LOADED, output: SAVED });
    expect(d.snapshot().matches('detail')).toBe(true);
    expect(moves(rec)).toHaveLength(1);
  });

  test("the wizard's own moves of the address bar change nothing", async () => {
    const rec = recorder(ACTIONS);
    const d = await atStepTwo(rec);
    await d.play({ type: 'location.changed', step: 'description', articleId: 'a-9' });
    expect(d.snapshot().value).toEqual({ description: 'editing' });
    const edit = await opened(editInput);
    await edit.play({ type: 'location.changed', step: 'detail', articleId: 'a-1' });
    expect(edit.snapshot().matches({ detail: { form: 'editing' } })).toBe(true);
  });

  test("'Previous' goes to step 1 of the post as saved: its edit address pushed, the post loaded again, an edit from then on", async () => {
    const rec = recorder(ACTIONS);
    const d = await atStepTwo(rec);
    await d.play({ type: 'previous.requested' });
    expect(moves(rec).at(-1)).toEqual({ to: '/blog-posts/a-9/edit' });
    expect(d.snapshot().value).toBe('loading');
    expect(d.pending.get('loadArticle')?.input).toEqual({ articleId: 'a-9' });
    await d.play({ type: LOADED, output: article('OPEN', { articleId: 'a-9', slug: 'rumah-baru' }) });
    await d.play({ type: 'detail.submitted', detail, featureImage: null });
    // An edit keeps the status its post has.
    expect(d.pending.get('saveArticle')?.input).toEqual({ articleId: 'a-9', body: { ...detail, slug: 'rumah-baru', status: 'OPEN' } });
    await d.play({ type: 'xstate.done.actor.saveArticle', output: article('OPEN', { articleId: 'a-9' }) });
    expect(moves(rec).at(-1)).toEqual({ to: '/blog-posts/a-9/edit/description-post', replace: true });
  });

  test('Back from step 2 starts step 1 of the address’s post again: a new one for /blog-posts/create, the saved one for its edit', async () => {
    const d = await atStepTwo(recorder(ACTIONS));
    await d.play({ type: 'location.changed', step: 'detail', articleId: null });
    expect(d.snapshot().matches({ detail: { slug: 'empty', form: 'editing' } })).toBe(true);
    expect(d.snapshot().context).toMatchObject({ mode: 'create', articleId: null, slug: '' });

    const edit = await opened(editInput);
    await edit.play({ type: 'detail.submitted', detail, featureImage: null });
    await edit.play({ type: 'xstate.done.actor.saveArticle', output: SAVED });
    await edit.play({ type: 'location.changed', step: 'detail', articleId: 'a-1' });
    expect(edit.snapshot().value).toBe('loading');
  });

  test("another post's address starts over from it; a save under way finishes first", async () => {
    const d = await opened(createInput);
    await d.play({ type: 'location.changed', step: 'detail', articleId: 'a-1' });
    expect(d.snapshot().value).toBe('loading');
    await d.play({ type: LOADED, output: SAVED });
    await d.play({ type: 'detail.submitted', detail, featureImage: null });
    await d.play({ type: 'location.changed', step: 'detail', articleId: null });
    expect(d.snapshot().matches({ detail: { form: 'saving' } })).toBe(true);
  });
});
