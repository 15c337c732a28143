import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import {
  BLOG_MESSAGES,
  blogTabPath,
  descriptionPath,
  detailStatus,
  editPostPath,
  draftStatus,
  SLUG_CHECK_DEBOUNCE_MS,
  slugFromTitle,
  submitStatus,
  submittedMessage,
  type WizardMode,
} from '../domain/blog';
import {
  isBodyEmpty,
  type Article,
  type ContentStatus,
  type CreateArticleBody,
  type FeatureImageFields,
  type UpdateArticleBody,
} from '../domain/entities/article';
import type { UploadedFile } from '../domain/entities/file';
import { never, notify, notifyError, type NotifyParams } from './helpers';

export interface BlogWizardInput {
  /** The saved post to edit, loaded first; null for a new post (/blog-posts/create). */
  articleId: string | null;
  /** The author's employee record, sent as externalData on create (§7). */
  employeeId?: string;
}

/** Step 1's fields as the form validated them; the URL slug is the machine's. */
export type ArticleDetailValues = Omit<CreateArticleBody, 'slug' | 'status' | 'body' | 'externalData'>;

/** A newly chosen feature image, already compressed by the §5 rule, with its fields. */
export interface FeatureImageUpload {
  file: unknown;
  fields: FeatureImageFields;
}

export interface BlogWizardContext {
  mode: WizardMode;
  articleId: string | null;
  /** The saved post as loaded: step 1's form starts from it, step 2 from its body. Null for a new post. */
  article: Article | null;
  /** Why the saved post did not load. */
  loadError: unknown;
  status: ContentStatus | null;
  employeeId: string | null;
  slug: string;
  detail: ArticleDetailValues | null;
  featureImage: FeatureImageUpload | null;
  intent: 'next' | 'draft';
  /** Where the wizard sent the user when it finished. */
  redirect: string | null;
}

type DetailPayload = { detail: ArticleDetailValues; featureImage: FeatureImageUpload | null };

export type WizardStep = 'detail' | 'description';

export type BlogWizardEvent =
  | { type: 'title.changed'; title: string }
  | { type: 'slug.changed'; slug: string }
  | ({ type: 'detail.submitted' } & DetailPayload)
  | ({ type: 'draft.requested' } & DetailPayload)
  | { type: 'description.submitted'; body: string }
  /** Step 2's 'Previous'. */
  | { type: 'previous.requested' }
  /** The address bar moved (Back, Forward, a link, or the wizard's own navigation): the step and post it names. */
  | { type: 'location.changed'; step: WizardStep; articleId: string | null }
  | { type: 'load.retried' };

export type SaveArticleInput = { articleId: null; body: CreateArticleBody } | { articleId: string; body: UpdateArticleBody };
export interface UploadImageInput {
  articleId: string;
  file: unknown;
  fields: FeatureImageFields;
}
export interface CheckSlugInput {
  slug: string;
  /** The post's own slug is not a clash when editing. */
  articleId: string | null;
}
/** articles/check-slug, as the app's adapter reads its payload. */
export interface CheckSlugResult {
  isUsed: boolean;
}

/** `replace`: the move takes the place of the address it leaves in the history. */
export type NavigateParams = { to: string; replace?: boolean };

/** The step on screen: loading the saved post is part of step 1. */
export const wizardStep = (snapshot: { matches: (value: 'description') => boolean }): WizardStep =>
  snapshot.matches('description') ? 'description' : 'detail';

/** A run's start for a post: a saved one (loaded first) or a new one (articleId null). */
function openedContext(articleId: string | null, employeeId: string | null): BlogWizardContext {
  return {
    mode: articleId ? 'edit' : 'create',
    articleId,
    article: null,
    loadError: null,
    status: null,
    employeeId,
    slug: '',
    detail: null,
    featureImage: null,
    intent: 'next',
    redirect: null,
  };
}

function saveDetailInput(context: BlogWizardContext): SaveArticleInput {
  const status = context.intent === 'draft' ? draftStatus() : detailStatus(context.mode, context.status);
  const fields = { ...(context.detail as ArticleDetailValues), slug: context.slug, status };
  if (context.articleId) return { articleId: context.articleId, body: fields };
  const externalData = context.employeeId ? { employeeId: context.employeeId } : undefined;
  return { articleId: null, body: { ...fields, ...(externalData && { externalData }) } };
}

/** The server's answer decides the post's id and its status from here on. */
const savedPost = { type: 'rememberSaved', params: ({ event }: { event: { output: Article } }) => event.output } as const;

type LocationEvent = { event: { articleId: string | null } };
/** Step 2 opened from the address bar: it needs step 1 first, so step 1 of that post takes its place. */
const stepOneInstead = {
  type: 'navigate',
  params: ({ event }: LocationEvent) => ({ to: editPostPath(event.articleId ?? ''), replace: true }),
} as const;
/** The address names another post (or a new one): the wizard starts over from it. */
const openAddressed = { type: 'openPost', params: ({ event }: LocationEvent) => ({ articleId: event.articleId }) } as const;

/** While the saved post loads (or failed to): step 2's address is answered at once, another post's replaces this one. */
const locationWhileOpening = [
  { guard: 'asksStepTwo', actions: stepOneInstead },
  { guard: 'asksAnotherPost', target: '#blogWizard.opening', actions: openAddressed },
] as const;

/**
 * The blog post wizard of §2, §4 and §5. A saved post loads first. Step 1
 * (detail-post) saves the post (a new one as OPEN), then uploads its feature
 * image to it — the upload needs the saved articleId, and a failed upload
 * leaves the post saved and moves on. 'Save to Draft' ends there; 'Next' goes
 * to step 2 (description-post), whose Create/Update submits the body: a new
 * post for approval, an edit keeping its status. The URL slug follows the
 * title and is checked 500 ms after the last keystroke.
 *
 * The step is the machine's alone: it moves the address bar with each step,
 * and hears the address bar's own moves as 'location.changed'. Step 2 needs
 * step 1 first, so its address opened afresh lands on step 1 of the post;
 * 'Previous' or Back from step 2 starts step 1 again from the saved post.
 */
export const blogWizardMachine = setup({
  types: {
    context: {} as BlogWizardContext,
    events: {} as BlogWizardEvent,
    input: {} as BlogWizardInput,
    output: {} as { redirect: string | null },
  },
  actors: {
    /** POST /articles (articleId null) or PATCH /articles/{articleId} */
    saveArticle: fromPromise<Article, SaveArticleInput>(() => never()),
    /** POST /articles/image/{articleId}/undefined (multipart image, imageName, captionImage) */
    uploadImage: fromPromise<UploadedFile, UploadImageInput>(() => never()),
    /** POST articles/check-slug */
    checkSlug: fromPromise<CheckSlugResult, CheckSlugInput>(() => never()),
    /** GET /articles/{articleId} */
    loadArticle: fromPromise<Article, { articleId: string }>(() => never()),
  },
  actions: {
    notify: (_, _params: NotifyParams) => undefined,
    navigate: (_, _params: NavigateParams) => undefined,
    rememberSaved: assign((_, saved: Article) => ({ articleId: saved.articleId, status: saved.status })),
    /** A loaded post is edited: its own slug, its status. */
    rememberLoaded: assign((_, loaded: Article) => ({
      mode: 'edit' as const,
      article: loaded,
      articleId: loaded.articleId,
      status: loaded.status,
      slug: loaded.slug,
    })),
    openPost: assign(({ context }, { articleId }: { articleId: string | null }) => openedContext(articleId, context.employeeId)),
    setSlug: assign({
      slug: ({ event }) => {
        if (event.type === 'title.changed') return slugFromTitle(event.title);
        return event.type === 'slug.changed' ? slugFromTitle(event.slug) : '';
      },
    }),
    keepDetail: assign({
      detail: ({ event }) => ('detail' in event ? event.detail : null),
      featureImage: ({ event }) => ('featureImage' in event ? event.featureImage : null),
      intent: ({ event }) => (event.type === 'draft.requested' ? ('draft' as const) : ('next' as const)),
    }),
  },
  guards: {
    hasPostToOpen: ({ context }) => context.articleId !== null,
    asksStepTwo: ({ event }) => event.type === 'location.changed' && event.step === 'description' && event.articleId !== null,
    asksStepOne: ({ event }) => event.type === 'location.changed' && event.step === 'detail',
    asksAnotherPost: ({ context, event }) => event.type === 'location.changed' && event.step === 'detail' && event.articleId !== context.articleId,
    isEditing: stateIn('#blogWizard.detail.form.editing'),
    isSlugBlank: ({ event }) => {
      if (event.type === 'title.changed') return slugFromTitle(event.title) === '';
      return event.type === 'slug.changed' && slugFromTitle(event.slug) === '';
    },
    hasSlug: ({ context }) => context.slug !== '',
    isSlugEmpty: stateIn('#blogWizard.detail.slug.empty'),
    isSlugUsed: stateIn('#blogWizard.detail.slug.used'),
    isSlugAvailable: stateIn('#blogWizard.detail.slug.available'),
    hasNoCategory: ({ event }) => 'detail' in event && event.detail.categoryIds.length === 0,
    hasImageToUpload: ({ context }) => context.featureImage !== null,
    isDraft: ({ context }) => context.intent === 'draft',
    isBodyEmpty: ({ event }) => event.type === 'description.submitted' && isBodyEmpty(event.body),
  },
  delays: {
    slugDebounce: SLUG_CHECK_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'blogWizard',
  context: ({ input }) => openedContext(input.articleId ?? null, input.employeeId ?? null),
  initial: 'opening',
  output: ({ context }) => ({ redirect: context.redirect }),
  states: {
    /** Transient: a saved post loads first; a new one starts at step 1. */
    opening: {
      always: [{ guard: 'hasPostToOpen', target: 'loading' }, { target: 'detail' }],
    },
    loading: {
      on: { 'location.changed': locationWhileOpening },
      invoke: {
        id: 'loadArticle',
        src: 'loadArticle',
        input: ({ context }) => ({ articleId: context.articleId ?? '' }),
        onDone: { target: 'detail', actions: { type: 'rememberLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
    },
    loadFailed: {
      on: { 'load.retried': { target: 'loading' }, 'location.changed': locationWhileOpening },
    },
    detail: {
      type: 'parallel',
      on: {
        'location.changed': [
          { guard: 'asksStepTwo', actions: stepOneInstead },
          // A save under way finishes first: what it saved decides where the wizard goes.
          { guard: and(['isEditing', 'asksAnotherPost']), target: 'opening', actions: openAddressed },
        ],
      },
      states: {
        slug: {
          initial: 'resolving',
          on: {
            // The form is locked while it saves: what was sent is what the step keeps.
            'title.changed': [
              { guard: and(['isEditing', 'isSlugBlank']), target: '.empty', actions: 'setSlug' },
              { guard: 'isEditing', target: '.debouncing', actions: 'setSlug' },
            ],
            'slug.changed': [
              { guard: and(['isEditing', 'isSlugBlank']), target: '.empty', actions: 'setSlug' },
              { guard: 'isEditing', target: '.debouncing', actions: 'setSlug' },
            ],
          },
          states: {
            // An edited post's own slug needs no check until it changes.
            resolving: { always: [{ guard: 'hasSlug', target: 'available' }, { target: 'empty' }] },
            empty: {},
            debouncing: { after: { slugDebounce: { target: 'checking' } } },
            checking: {
              invoke: {
                id: 'checkSlug',
                src: 'checkSlug',
                input: ({ context }) => ({ slug: context.slug, articleId: context.articleId }),
                onDone: [
                  { guard: ({ event }) => event.output.isUsed, target: 'used', actions: notify('error', BLOG_MESSAGES.urlUsed) },
                  { target: 'available' },
                ],
                // §5: a failed lookup counts as available; the server's unique slug is the last word.
                onError: { target: 'available' },
              },
            },
            available: {},
            used: {},
          },
        },
        form: {
          initial: 'editing',
          states: {
            editing: {
              on: {
                'detail.submitted': [
                  { guard: 'isSlugEmpty', actions: notify('error', BLOG_MESSAGES.titleRequired) },
                  { guard: 'isSlugUsed', actions: notify('error', BLOG_MESSAGES.urlUsed) },
                  { guard: 'hasNoCategory', actions: notify('error', BLOG_MESSAGES.categoriesRequired) },
                  { guard: 'isSlugAvailable', target: 'saving', actions: 'keepDetail' },
                  { actions: notify('warn', BLOG_MESSAGES.slugPending) },
                ],
                'draft.requested': [
                  { guard: 'isSlugEmpty', actions: notify('error', BLOG_MESSAGES.titleRequired) },
                  { guard: 'isSlugUsed', actions: notify('error', BLOG_MESSAGES.urlUsed) },
                  { guard: 'hasNoCategory', actions: notify('error', BLOG_MESSAGES.categoriesRequired) },
                  { guard: 'isSlugAvailable', target: 'saving', actions: 'keepDetail' },
                  { actions: notify('warn', BLOG_MESSAGES.slugPending) },
                ],
              },
            },
            saving: {
              invoke: {
                id: 'saveArticle',
                src: 'saveArticle',
                input: ({ context }) => saveDetailInput(context),
                onDone: [
                  { guard: 'hasImageToUpload', target: 'uploadingImage', actions: savedPost },
                  { guard: 'isDraft', target: '#blogWizard.savedAsDraft', actions: savedPost },
                  { target: '#blogWizard.description', actions: savedPost },
                ],
                onError: { target: 'editing', actions: notifyError },
              },
            },
            uploadingImage: {
              invoke: {
                id: 'uploadImage',
                src: 'uploadImage',
                input: ({ context }) => ({
                  articleId: context.articleId ?? '',
                  file: context.featureImage?.file,
                  fields: context.featureImage?.fields as FeatureImageFields,
                }),
                onDone: [{ guard: 'isDraft', target: '#blogWizard.savedAsDraft' }, { target: '#blogWizard.description' }],
                // §4: the post is saved already; the image can be added on a later edit.
                onError: [
                  { guard: 'isDraft', target: '#blogWizard.savedAsDraft', actions: notify('error', BLOG_MESSAGES.uploadError) },
                  { target: '#blogWizard.description', actions: notify('error', BLOG_MESSAGES.uploadError) },
                ],
              },
            },
          },
        },
      },
    },
    description: {
      initial: 'editing',
      // Step 2 replaces step 1 in the history: a new post has no step 1 to go back to once it is saved.
      entry: { type: 'navigate', params: ({ context }) => ({ to: descriptionPath(context.mode, context.articleId ?? ''), replace: true }) },
      on: { 'location.changed': { guard: 'asksStepOne', target: 'opening', actions: openAddressed } },
      states: {
        editing: {
          on: {
            'description.submitted': [
              { guard: 'isBodyEmpty', actions: notify('error', BLOG_MESSAGES.bodyRequired) },
              { target: 'submitting' },
            ],
            // Step 1 again, of the post as saved: an edit of it from here on.
            'previous.requested': {
              target: '#blogWizard.opening',
              actions: [
                { type: 'navigate', params: ({ context }) => ({ to: editPostPath(context.articleId ?? '') }) },
                { type: 'openPost', params: ({ context }) => ({ articleId: context.articleId }) },
              ],
            },
          },
        },
        submitting: {
          invoke: {
            id: 'saveArticle',
            src: 'saveArticle',
            input: ({ context, event }) => ({
              articleId: context.articleId ?? '',
              body: {
                body: event.type === 'description.submitted' ? event.body : '',
                status: submitStatus(context.mode, context.status),
              },
            }),
            onDone: { target: '#blogWizard.submitted', actions: savedPost },
            onError: { target: 'editing', actions: notifyError },
          },
        },
      },
    },
    savedAsDraft: {
      type: 'final',
      entry: [
        assign({ redirect: blogTabPath(draftStatus()) }),
        notify('success', BLOG_MESSAGES.draftSaved),
        { type: 'navigate', params: { to: blogTabPath(draftStatus()) } },
      ],
    },
    submitted: {
      type: 'final',
      entry: [
        assign({ redirect: ({ context }) => blogTabPath(context.status ?? submitStatus(context.mode, null)) }),
        {
          type: 'notify',
          params: ({ context }) => ({ severity: 'success', summary: submittedMessage(context.status ?? 'NEED_APPROVAL') }),
        },
        { type: 'navigate', params: ({ context }) => ({ to: context.redirect ?? blogTabPath('NEED_APPROVAL') }) },
      ],
    },
  },
});

export type BlogWizardMachine = typeof blogWizardMachine;
