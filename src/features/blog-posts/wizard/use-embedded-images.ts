import { useMemo } from 'react';
import { BLOG_MESSAGES } from '../../../../domain/blog';
import type { UploadContentType } from '../../../../domain/entities/file';
import { MESSAGES } from '../../../../domain/messages';
import { ONLY_JPG_PNG } from '../../../../domain/upload';
import { LIMITS } from '../../../../domain/validation';
import { attachEmbeddedImage } from '../../../api/articles/attach-embedded-image';
import { uploadFile } from '../../../api/files/upload-file';
import { compressImage, minifyImage, type CompressionResult } from '../../../ui/image-compression';
import type { EditorImageHandlers } from '../../../ui/RichTextEditor';
import { showToast } from '../../../ui/toast';

type Refusal = Exclude<CompressionResult, { ok: true }>['reason'];

const REFUSAL: Record<Refusal, string> = {
  type: ONLY_JPG_PNG,
  tooLarge: MESSAGES.fileTooLarge(LIMITS.embeddedImageMb),
  unreadable: BLOG_MESSAGES.processImageError,
};

/** POST /files (purpose blogEmbeddedImage), then POST /articles/image-blog/{id}: answers where the image is served, or null after saying why. */
async function send(articleId: string, file: File, prepared: CompressionResult): Promise<string | null> {
  if (!prepared.ok) {
    showToast({ severity: 'error', summary: REFUSAL[prepared.reason] });
    return null;
  }
  try {
    const fileName = file.name || `image.${file.type === 'image/png' ? 'png' : 'jpg'}`;
    const stored = await uploadFile({ file: prepared.blob, fileName, contentType: file.type as UploadContentType, purpose: 'blogEmbeddedImage' });
    const image = await attachEmbeddedImage(articleId, stored.fileKey);
    showToast({ severity: 'success', summary: BLOG_MESSAGES.imageUploaded });
    return image.imageUrl;
  } catch {
    showToast({ severity: 'error', summary: BLOG_MESSAGES.uploadError });
    return null;
  }
}

/**
 * Images of the article body (§5, §9): one picked with the toolbar is
 * compressed to 2 MB; one pasted or dropped is minified to 320 x 320 at
 * quality 0.7. Either is stored and recorded on the post, never inlined.
 */
export function useEmbeddedImages(articleId: string): EditorImageHandlers {
  return useMemo(
    () => ({
      onPick: async (file) => send(articleId, file, await compressImage(file, LIMITS.embeddedImageMb)),
      onPaste: async (file) => send(articleId, file, await minifyImage(file)),
    }),
    [articleId],
  );
}
