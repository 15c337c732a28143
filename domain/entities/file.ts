/**
 * Image uploads (§5, §9): jpg and png only, at most 2 MB by default (a blog
 * feature image 10 MB); the SPA compresses before it sends. The body is JSON
 * with the bytes in base64 so it passes the same zod validation as every other
 * body; the server checks the bytes really are a JPEG or PNG.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';

export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export const DEFAULT_UPLOAD_MAX_MB = 2;
export const BLOG_FEATURE_IMAGE_MAX_MB = 10;
/** The largest file any upload may carry (the blog feature image). */
export const MAX_UPLOAD_BYTES = BLOG_FEATURE_IMAGE_MAX_MB * 1024 * 1024;
/** The route's body limit: base64 is 4/3 of the bytes, plus the JSON around it. */
export const UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;

/** What a file upload is for: it sets the size limit. */
export const UPLOAD_PURPOSES = ['listingPhoto', 'blogFeatureImage', 'blogEmbeddedImage', 'general'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_MAX_MB: Record<UploadPurpose, number> = {
  listingPhoto: DEFAULT_UPLOAD_MAX_MB,
  blogFeatureImage: BLOG_FEATURE_IMAGE_MAX_MB,
  blogEmbeddedImage: DEFAULT_UPLOAD_MAX_MB,
  general: DEFAULT_UPLOAD_MAX_MB,
};

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** POST /api/files. */
export const uploadFileBody = z
  .object({
    fileName: z.string({ error: () => MESSAGES.required('File name') }).trim().min(1, MESSAGES.required('File name')).max(200),
    contentType: z.enum(UPLOAD_CONTENT_TYPES, { error: () => 'Only JPG and PNG images can be uploaded.' }),
    purpose: z.enum(UPLOAD_PURPOSES).default('general'),
    /** The file's bytes, base64. */
    data: z
      .string({ error: () => MESSAGES.required('File') })
      .min(1, MESSAGES.required('File'))
      .max(Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 4)
      .regex(BASE64, 'File must be base64.'),
  })
  .strict();
export type UploadFileBody = z.infer<typeof uploadFileBody>;

export const uploadedFile = z.object({
  fileKey: z.string(),
  /** Where the file is served: `/api/files/{fileKey}` under the API base. */
  url: z.string(),
  fileName: z.string(),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  size: z.number().int().nonnegative(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const fileKeyParams = z.object({ fileKey: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'File not found!') }).strict();
