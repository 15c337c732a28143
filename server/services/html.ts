/**
 * Server-side cleaning of rich-text HTML before it is stored: whatever the
 * editor (or a hand-made request) sends, only the policy's tags and attributes
 * survive, links only to http(s), and no script, handler or style gets in.
 * The listing description uses the limited policy; a screen with a richer
 * editor (blog posts, issue 6) widens it with widenHtmlPolicy.
 */
import sanitizeHtml, { type IOptions } from 'sanitize-html';

export type HtmlPolicy = IOptions;

/** Links open in a new tab and pass nothing of the back office to the page they open. */
const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const safe: sanitizeHtml.Attributes = {};
  if (attribs.href) Object.assign(safe, { href: attribs.href, rel: 'noopener noreferrer nofollow', target: '_blank' });
  return { tagName, attribs: safe };
};

/** The limited rich editor of a listing description (§2): paragraphs, bold, italic, underline, lists, links. */
export const LISTING_HTML_POLICY: HtmlPolicy = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 'ol', 'ul', 'li', 'a'],
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    // Quill 2 writes every list as <ol> and tells bullets from numbers with data-list.
    li: [{ name: 'data-list', multiple: false, values: ['bullet', 'ordered'] }],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The editor's own spellings of bold and italic.
  transformTags: { b: 'strong', i: 'em', a: safeLink },
};

/** A policy with more tags, attributes or schemes than `base` (never fewer). */
export function widenHtmlPolicy(
  base: HtmlPolicy,
  extra: { tags?: string[]; attributes?: Record<string, string[]>; schemes?: string[] },
): HtmlPolicy {
  const baseAttributes = (base.allowedAttributes || {}) as Record<string, sanitizeHtml.AllowedAttribute[]>;
  const attributes: Record<string, sanitizeHtml.AllowedAttribute[]> = { ...baseAttributes };
  for (const [tag, names] of Object.entries(extra.attributes ?? {})) attributes[tag] = [...(attributes[tag] ?? []), ...names];
  return {
    ...base,
    allowedTags: [...new Set([...((base.allowedTags || []) as string[]), ...(extra.tags ?? [])])],
    allowedAttributes: attributes,
    allowedSchemes: [...new Set([...(Array.isArray(base.allowedSchemes) ? base.allowedSchemes : []), ...(extra.schemes ?? [])])],
  };
}

export function cleanHtml(html: string, policy: HtmlPolicy = LISTING_HTML_POLICY): string {
  return sanitizeHtml(html, policy).trim();
}
