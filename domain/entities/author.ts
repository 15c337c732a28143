/**
 * Blog authors (/author, §2): employees with an author slug, the website link
 * of their author page. The link's uniqueness check is GET
 * employees?filterSlugAuthor (§5, §7); these are the list, the detail and the
 * body that sets or clears the link.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { id, MAX_PAGE_LIMIT, pageLimit } from './common';

export const AUTHOR_SLUG_MIN = 3;
export const AUTHOR_SLUG_MAX = 100;

/** §5's texts of the website-link check, and ours for the rest (naming 'author', so the field's name need not be put before them). */
export const AUTHOR_MESSAGES = {
  websiteLinkAvailable: MESSAGES.websiteLinkAvailable,
  websiteLinkUsed: MESSAGES.websiteLinkUsed,
  slugFormat: 'Author website link may only contain lowercase letters, digits and dashes.',
  slugLength: `Author website link must be ${AUTHOR_SLUG_MIN} to ${AUTHOR_SLUG_MAX} characters.`,
  updated: 'Author successfully updated!',
  notFound: 'Employee not found.',
} as const;

/** GET /authors: paged, searched by name, nickname or website link. */
export const authorsQuery = z
  .object({
    limit: pageLimit(MAX_PAGE_LIMIT),
    offset: z.coerce.number().int().min(0).default(0),
    search: z.string().trim().max(200).optional(),
  })
  .strict();
export type AuthorsQuery = z.infer<typeof authorsQuery>;

/**
 * A row of /author; slugAuthor null is an employee who is not an author (yet).
 * Only what the public author page shows (issue 11): no address, no office.
 */
export const author = z.object({
  employeeId: z.string(),
  name: z.string(),
  nickName: z.string().nullable(),
  slugAuthor: z.string().nullable(),
  /** The employee's posts, deleted ones left out. */
  articleCount: z.number().int().nonnegative(),
});
export type Author = z.infer<typeof author>;

export const authorIdParams = z.object({ employeeId: id }).strict();

export const authorSlug = z
  .string({ error: () => MESSAGES.required('Author website link') })
  .trim()
  .min(AUTHOR_SLUG_MIN, AUTHOR_MESSAGES.slugLength)
  .max(AUTHOR_SLUG_MAX, AUTHOR_MESSAGES.slugLength)
  .regex(/^[a-z0-9-]+$/, AUTHOR_MESSAGES.slugFormat);

/** PATCH /authors/{employeeId}: a link makes the employee an author, null makes them one no more. */
export const updateAuthorBody = z.object({ slugAuthor: authorSlug.nullable() }).strict();
export type UpdateAuthorBody = z.infer<typeof updateAuthorBody>;
