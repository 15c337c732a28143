/** What SafeHtml keeps of a body: harmless markup, never scripts or handlers, and images always with an alt. */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/ui/SafeHtml';

describe('sanitizeHtml', () => {
  it('gives an image without alt text an empty one, and keeps a written alt', () => {
    const clean = sanitizeHtml('<p>a</p><img src="/api/files/abc"><img src="/api/files/def" alt="Rumah">');
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    expect([...doc.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['', 'Rumah']);
  });

  it('drops handlers, scripts, styles and javascript: links', () => {
    const clean = sanitizeHtml('<img src=x onerror="alert(1)"><script>alert(2)</script><style>p{}</style><a href="javascript:alert(3)">x</a>');
    expect(clean).not.toMatch(/onerror|<script|<style|javascript:/i);
  });
});
