import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import {
  BLOG_MESSAGES,
  blogTabPath,
  descriptionPath,
  detailStatus,
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
  /** The post being edited; absent for a new post (/blog-posts/create). */
  article?: Article | null;
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

export type BlogWizardEvent =
  | { type: 'title.changed'; title: string }
  | { type: 'slug.changed'; slug: string }
  | ({ type: 'detail.submitted' } & DetailPayload)
  | ({ type: 'draft.requested' } & DetailPayload)
  | { type: 'description.submitted'; body: string };

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

export type NavigateParams = { to: string };

function saveDetailInput(context: BlogWizardContext): SaveArticleInput {
  const status = context.intent === 'draft' ? draftStatus() : detailStatus(context.mode, context.status);
  const fields = { ...(context.detail as ArticleDetailValues), slug: context.slug, status };
  if (context.articleId) return { articleId: context.articleId, body: fields };
  const externalData = context.employeeId ? { employeeId: context.employeeId } : undefined;
  return { articleId: null, body: { ...fields, ...(externalData && { externalData }) } };
}

/** The server's answer decides the post's id and its status from here on. */
const savedPost = { type: 'rememberSaved', params: ({ event }: { event: { output: Article } }) => event.output } as const;

/**
 * The blog post wizard of §2, §4 and §5. Step 1 (detail-post) saves the post
 * (a new one as OPEN), then uploads its feature image to it — the upload
 * needs the saved articleId, and a failed upload leaves the post saved and
 * moves on. 'Save to Draft' ends there; 'Next' goes to step 2
 * (description-post), whose Create/Update submits the body: a new post for
 * approval, an edit keeping its status. The URL slug follows the title and is
 * checked 500 ms after the last keystroke.
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
  },
  actions: {
    notify: (_, _params: NotifyParams) => undefined,
    navigate: (_, _params: NavigateParams) => undefined,
    rememberSaved: assign((_, saved: Article) => ({ articleId: saved.articleId, status: saved.status })),
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
  context: ({ input }) => ({
    mode: input.article ? 'edit' : 'create',
    articleId: input.article?.articleId ?? null,
    status: input.article?.status ?? null,
    employeeId: input.employeeId ?? null,
    slug: input.article?.slug ?? '',
    detail: null,
    featureImage: null,
    intent: 'next',
    redirect: null,
  }),
  initial: 'detail',
  output: ({ context }) => ({ redirect: context.redirect }),
  states: {
    detail: {
      type: 'parallel',
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
      entry: { type: 'navigate', params: ({ context }) => ({ to: descriptionPath(context.mode, context.articleId ?? '') }) },
      states: {
        editing: {
          on: {
            'description.submitted': [
              { guard: 'isBodyEmpty', actions: notify('error', BLOG_MESSAGES.bodyRequired) },
              { target: 'submitting' },
            ],
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
