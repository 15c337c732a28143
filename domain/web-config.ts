/**
 * What the web config screens of issue 19 share (partner, banner): an image
 * uploaded through the file service (jpg/png, §9's general 2 MB), a link to a
 * web page, and an order saved in one request that must be a permutation of
 * the records it orders.
 */
import { z } from 'zod';
import { id } from './entities/common';
import { MESSAGES } from './messages';
import { textField } from './validation';

export const WEB_CONFIG_MESSAGES = {
  invalidLink: (field: string) => `${field} must be a web address starting with http:// or https://.`,
  imageNotUploaded: (field: string) => `Upload the ${field.toLowerCase()} first: only an image uploaded here can be used.`,
  notPermutation: 'The new order must list every record exactly once: reload the page and try again.',
  orderSaved: 'Order saved.',
  deleted: (name: string) => `${name} deleted.`,
} as const;

/** An http(s) address of at most 500 characters. */
export const webLink = (field: string) =>
  textField(field, 500)
    .min(1, MESSAGES.required(field))
    .refine((value) => isWebLink(value), WEB_CONFIG_MESSAGES.invalidLink(field));

export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** An uploaded image's URL (the server checks it is one of its own files). */
export const imageUrl = (field: string) => z.string({ error: MESSAGES.required(field) }).trim().min(1, MESSAGES.required(field)).max(500, MESSAGES.maxLength(field, 500));

/** The ids of an ordered list in their new order; the server checks it against what is stored. */
export const orderIds = z.array(id).min(1, 'The order lists no record.').max(1000, 'The order lists too many records.');

/** True when `asked` lists exactly the ids of `stored`, each once. */
export function isPermutation(asked: readonly string[], stored: readonly string[]): boolean {
  if (asked.length !== stored.length) return false;
  const set = new Set(asked);
  return set.size === asked.length && stored.every((s) => set.has(s));
}

/** `ids` with the one at `from` moved by `by` places (−1 up, +1 down); unchanged at an edge. */
export function moved<T>(ids: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (from < 0 || from >= ids.length || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
