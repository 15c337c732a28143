import DOMPurify, { type Config } from 'dompurify';
import { useMemo } from 'react';

/**
 * What rich text may keep when it is shown: the HTML profile (no SVG or
 * MathML), without scripts, handlers, frames, forms or styles. DOMPurify's
 * URI rule already drops javascript: (and entity-split spellings of it) from
 * every link and source; data: stays allowed on images only.
 */
export const SAFE_HTML_CONFIG: Config = {
  USE_PROFILES: { html: true },
  // A body is text to read: a <style> restyles the whole page, a form or field posts or grabs focus.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'meta', 'base', 'iframe', 'object', 'embed'],
  // Inline styles can overlay the page (position: fixed) and load URLs; the editors write classes.
  FORBID_ATTR: ['style'],
};

// An image a writer left without alt text is read as decoration (alt=""), not announced as a file name.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, SAFE_HTML_CONFIG);
}

/** Rich text from an editor (a listing description, a blog body: §3), cleaned before it is shown. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
