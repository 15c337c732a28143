import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** A listing description (HTML from the rich editor, §3), cleaned of scripts and handlers before it is shown. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
