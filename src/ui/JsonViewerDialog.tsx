import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';

/** Pretty JSON, or a word for nothing: a sync not sent yet has no request. */
export const jsonText = (value: unknown): string => (value === null || value === undefined ? 'No data.' : JSON.stringify(value, null, 2));

/**
 * A JSON viewer modal (§2 'sync-history modal with JSON viewer modals'): the
 * value indented, in a scrollable, focusable block a keyboard can scroll, a
 * Copy button, and the dialog's own Close (and Escape).
 */
export function JsonViewerDialog({ title, value, onClose }: { title: string; value: unknown; onClose: () => void }) {
  const text = jsonText(value);
  return (
    <Dialog header={title} visible onHide={onClose} modal style={{ width: 'min(720px, 95vw)' }}>
      <pre
        tabIndex={0}
        aria-label={title}
        style={{ maxHeight: '60vh', overflow: 'auto', background: '#f6f8fa', color: '#1f2328', padding: '0.75rem', borderRadius: 6, fontSize: '0.8125rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {text}
      </pre>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Button type="button" label="Copy" icon="pi pi-copy" outlined onClick={() => void navigator.clipboard?.writeText(text)} />
      </div>
    </Dialog>
  );
}
