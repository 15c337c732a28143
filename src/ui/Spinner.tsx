import { ProgressSpinner } from 'primereact/progressspinner';

/** A labelled spinner: while a page, a session or a list loads. */
export function Spinner({ label = 'Loading', isFullPage = false }: { label?: string; isFullPage?: boolean }) {
  return (
    <div className={isFullPage ? 'spinner spinner--page' : 'spinner'}>
      <ProgressSpinner aria-label={label} style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />
    </div>
  );
}
