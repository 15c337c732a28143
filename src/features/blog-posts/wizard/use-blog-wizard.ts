import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import type { Article } from '../../../../domain/entities/article';
import type { UploadContentType } from '../../../../domain/entities/file';
import { blogWizardMachine, type BlogWizardInput, type SaveArticleInput, type UploadImageInput } from '../../../../machines/blog-wizard.machine';
import { useAttachFeatureImage } from '../../../api/articles/attach-feature-image';
import { checkSlug } from '../../../api/articles/check-slug';
import { useCreateArticle } from '../../../api/articles/create-article';
import { articleQueryOptions } from '../../../api/articles/get-article';
import { useUpdateArticle } from '../../../api/articles/update-article';
import { uploadFile } from '../../../api/files/upload-file';
import { useFlow } from '../../../app/flows/use-flow';
import { showToast } from '../../../ui/toast';

/** The feature image the wizard carries from step 1 to its upload: already compressed by the §5 rule. */
export interface FeatureImageFile {
  blob: Blob;
  fileName: string;
  contentType: UploadContentType;
}

/**
 * The blog-wizard machine with its real effects: the saved post (through the
 * query cache, fetched again once a save made it stale), POST or PATCH
 * /articles, the feature image (POST /files with progress, then POST
 * /articles/image/{id}), the slug lookup, the app's toasts and the router.
 * QA's flow log sees it as 'blogWizard'. `uploadProgress` is the image's share
 * sent (null when idle).
 */
export function useBlogWizard(input: BlogWizardInput) {
  // The router's navigate is one function for the app's life: the machine keeps the first.
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const { mutateAsync: create } = useCreateArticle();
  const { mutateAsync: update } = useUpdateArticle();
  const { mutateAsync: attach } = useAttachFeatureImage();
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);

  const actor = useFlow(
    () =>
      blogWizardMachine.provide({
        actors: {
          loadArticle: fromPromise(({ input: { articleId } }) => queryClient.fetchQuery(articleQueryOptions(articleId))),
          saveArticle: fromPromise(({ input: save }: { input: SaveArticleInput }): Promise<Article> =>
            save.articleId === null ? create(save.body) : update({ articleId: save.articleId, body: save.body }),
          ),
          uploadImage: fromPromise(async ({ input: upload, signal }: { input: UploadImageInput; signal: AbortSignal }) => {
            const file = upload.file as FeatureImageFile;
            setUploadProgress(0);
            try {
              const stored = await uploadFile(
                { file: file.blob, fileName: file.fileName, contentType: file.contentType, purpose: 'blogFeatureImage' },
                { onProgress: setUploadProgress, signal },
              );
              await attach({ articleId: upload.articleId, body: { fileKey: stored.fileKey, ...upload.fields } });
              return stored;
            } finally {
              setUploadProgress(null);
            }
          }),
          checkSlug: fromPromise(({ input: lookup, signal }) => checkSlug(lookup, signal)),
        },
        actions: {
          notify: (_, params) => showToast(params),
          navigate: (_, { to, replace }) => navigate(to, { replace }),
        },
      }),
    { name: 'blogWizard', input },
  );
  return { actor, uploadProgress };
}

export type BlogWizardActor = ReturnType<typeof useBlogWizard>['actor'];
