import { useQuery } from '@tanstack/react-query';
import { Message } from 'primereact/message';
import { useParams } from 'wouter';
import type { Listing } from '../../../../domain/entities/listing';
import { listingActor, type ListingActor } from '../../../../domain/listing';
import { canEditListing, listingFormAgent, NOT_YOUR_LISTING, policyCaller } from '../../../../domain/listing-policy';
import type { Session } from '../../../../domain/session';
import { listingQueryOptions } from '../../../api/listings/get-listing';
import { useListingOptions } from '../../../api/listings/get-listing-options';
import { useCurrentSession } from '../../../app/session-context';
import { QueryError, QueryPending } from '../../../ui/QueryState';
import { ListingForm } from './ListingForm';

/** Who the user is to the listing they edit, or to the one they create (the server's listing agent of a new listing). */
function actorOf(session: Session, listing: Listing | undefined, agentOfficeId: string | null): ListingActor | null {
  if (listing) return listingActor(session, listing);
  if (agentOfficeId !== null) return listingActor(session, { officeId: agentOfficeId, employeeId: '' });
  const own = session.employees.find((e) => e.employeeRole.role === 'agent' && e.officeId);
  return own?.officeId ? listingActor(session, { officeId: own.officeId, employeeId: own.employeeId }) : null;
}

/** /listing/create and /listing/{listingId}/edit: one form; the route's listingId says which. */
export default function ListingFormPage() {
  const { listingId } = useParams<{ listingId?: string }>();
  const session = useCurrentSession();
  const options = useListingOptions();
  const listing = useQuery({ ...listingQueryOptions(session.isHQ, listingId ?? ''), enabled: listingId !== undefined });
  const isEdit = listingId !== undefined;
  const title = isEdit ? 'Edit Listing' : 'Create Listing';

  const body = () => {
    if (options.isPending || (isEdit && listing.isPending)) return <QueryPending label={isEdit ? 'Loading listing' : 'Loading form'} />;
    if (options.isError) return <QueryError error={options.error} onRetry={() => void options.refetch()} />;
    if (isEdit && listing.isError) return <QueryError error={listing.error} onRetry={() => void listing.refetch()} />;
    const editing = isEdit ? listing.data : undefined;
    if (editing && !canEditListing(policyCaller(session), editing)) return <Message severity="warn" text={NOT_YOUR_LISTING} />;
    // The policy the server applies to a new listing: the caller lists for themself, or names an agent of this office.
    const formAgent = listingFormAgent(policyCaller(session));
    const agentOfficeId = formAgent.kind === 'pick' ? formAgent.officeId : null;
    return (
      <ListingForm
        key={listingId ?? 'new'}
        listing={editing}
        options={options.data}
        agentOfficeId={agentOfficeId}
        actor={actorOf(session, editing, agentOfficeId)}
      />
    );
  };

  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      {body()}
    </div>
  );
}
