/**
 * Image uploads (§5, §9): jpg and png only, at most 2 MB by default (a blog
 * feature image 10 MB); the SPA compresses before it sends. The body is
 * multipart/form-data — the fields `purpose` and `fileName`, then the part
 * `file` — so the server streams the bytes to storage as they arrive and
 * knows the purpose's limit before the first byte of the file; the server
 * checks the bytes really are a JPEG or PNG.
 */
import { z } from 'zod';
import { requiredText } from '../validation';

export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

export const DEFAULT_UPLOAD_MAX_MB = 2;
export const BLOG_FEATURE_IMAGE_MAX_MB = 10;
/** The largest file any upload may carry (the blog feature image). */
export const MAX_UPLOAD_BYTES = BLOG_FEATURE_IMAGE_MAX_MB * 1024 * 1024;
/**
 * The most pixels an image may declare: more than any camera takes, far less
 * than a decompression bomb (a small PNG that claims 60,000 × 60,000) would
 * cost whatever decodes it (the listing PDF embeds photos).
 */
export const MAX_IMAGE_MEGAPIXELS = 100;

/** What a file upload is for: it sets the size limit. */
export const UPLOAD_PURPOSES = ['listingPhoto', 'blogFeatureImage', 'blogEmbeddedImage', 'general', 'document', 'magazinePdf'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

export const UPLOAD_MAX_MB: Record<UploadPurpose, number> = {
  listingPhoto: DEFAULT_UPLOAD_MAX_MB,
  blogFeatureImage: BLOG_FEATURE_IMAGE_MAX_MB,
  blogEmbeddedImage: DEFAULT_UPLOAD_MAX_MB,
  general: DEFAULT_UPLOAD_MAX_MB,
  document: 10,
  magazinePdf: 10,
};

/**
 * A PDF (issue 19: the document center's files and a magazine issue's PDF),
 * proven by its bytes (the %PDF- header), whatever its name or declared type.
 */
export const PDF_CONTENT_TYPE = 'application/pdf';
/** Every type a stored file may have: the images of §5 and the PDFs of the purposes below. */
export const STORED_CONTENT_TYPES = [...UPLOAD_CONTENT_TYPES, PDF_CONTENT_TYPE] as const;
export type StoredContentType = (typeof STORED_CONTENT_TYPES)[number];

/** The purposes whose file is a PDF; every other purpose takes a JPEG or PNG. */
export const PDF_UPLOAD_PURPOSES = ['document', 'magazinePdf'] as const satisfies readonly UploadPurpose[];
export const isPdfPurpose = (purpose: UploadPurpose): boolean => (PDF_UPLOAD_PURPOSES as readonly string[]).includes(purpose);

/** The form fields of POST /api/files, sent before the part `file` (whose own name stands in for a missing fileName). */
export const uploadFileFields = z
  .object({
    fileName: requiredText('File name', 200),
    purpose: z.enum(UPLOAD_PURPOSES).default('general'),
  })
  .strict();
export type UploadFileFields = z.infer<typeof uploadFileFields>;

export const uploadedFile = z.object({
  fileKey: z.string(),
  /** Where the file is served: `/api/files/{fileKey}` under the API base. */
  url: z.string(),
  fileName: z.string(),
  contentType: z.enum(STORED_CONTENT_TYPES),
  size: z.number().int().nonnegative(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const fileKeyParams = z.object({ fileKey: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'File not found!') }).strict();
