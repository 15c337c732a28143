import { Button } from 'primereact/button';
import { Link } from 'wouter';
import { errorMessage } from '../../domain/errors';
import { MESSAGES } from '../../domain/messages';
import { Spinner } from './Spinner';

/** The error state of a query: what went wrong (§8 message rules) and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="query-error" role="alert">
      <p>{errorMessage(error)}</p>
      {onRetry && <Button type="button" label="Try again" icon="pi pi-refresh" size="small" outlined onClick={onRetry} />}
    </div>
  );
}

export function QueryPending({ label }: { label?: string }) {
  return <Spinner label={label} />;
}

/** Empty lists say 'No Records Found' (§2). */
export function EmptyState({ text = MESSAGES.noRecords }: { text?: string }) {
  return <p className="empty-state">{text}</p>;
}

/** A record the API answered 404 for: its screen says so and leads back to its list. */
export function NotFoundState({ message, backHref, backLabel }: { message: string; backHref: string; backLabel: string }) {
  return (
    <div className="page">
      <h1 className="page-title">{message}</h1>
      <Link href={backHref}>{backLabel}</Link>
    </div>
  );
}

/** Whether a query failed because the record is not there (or not the caller's to see). */
export const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && 'status' in error && (error as { status: unknown }).status === 404;
