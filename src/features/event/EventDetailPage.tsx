import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { can } from '../../../domain/access';
import { errorMessage } from '../../../domain/errors';
import {
  cancelRefusal,
  editRefusal,
  EVENT_MESSAGES as M,
  EVENT_STATUS_COLORS,
  EVENT_STATUS_LABELS,
  EVENT_TABS,
  EVENT_TYPE_LABELS,
  isEventTab,
  mayManageEvents,
  publishRefusal,
  registerRefusal,
  unregisterRefusal,
  type EventItem,
} from '../../../domain/event';
import { formatDateTime } from '../../../domain/format';
import { ROLE_LABELS } from '../../../domain/roles';
import type { Move } from '../../../machines/confirmed-move.machine';
import { useEvent, useEventMoves, type EventMove } from '../../api/events/events';
import { useConfirmedMove } from '../../app/flows/use-confirmed-move';
import { FactGrid } from '../../ui/Payments';
import { EmptyState, isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { RecordHistory } from '../../ui/RecordHistory';
import { SafeHtml } from '../../ui/SafeHtml';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { EVENT_LIST_PATH, eventEditPath, eventPath } from './paths';
import { useEventCaller } from './use-event-caller';

interface EventConfirmedMove extends Move {
  event: EventItem;
  move: Extract<EventMove, 'publish' | 'cancel' | 'delete'>;
}

const VERBS: Record<EventConfirmedMove['move'], string> = { publish: 'Publish', cancel: 'Cancel Event', delete: 'Delete' };

/** /event/{eventId}/{tab}: the record's information (schedule, place, audience, body) and its participants; the moves its caller may make. */
export default function EventDetailPage() {
  const { eventId = '', tab = 'information' } = useParams<{ eventId: string; tab: string }>();
  const active = isEventTab(tab) ? tab : 'information';
  const query = useEvent(eventId);
  if (query.isPending) return <QueryPending label="Loading event" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={M.notFound} backHref={EVENT_LIST_PATH} backLabel="Back to Event" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  const e = query.data;
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">
          {e.title} <StatusTag label={EVENT_STATUS_LABELS[e.status]} hex={EVENT_STATUS_COLORS[e.status]} />
        </h1>
        <EventActions event={e} />
      </div>
      <nav className="tab-links" aria-label="Event sections">
        <ul>
          {EVENT_TABS.map((t) => (
            <li key={t.key}>
              <Link href={eventPath(eventId, t.key)} aria-current={t.key === active ? 'page' : undefined}>
                {t.key === 'participants' ? `${t.label} (${e.registrationCount})` : t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {active === 'participants' ? <Participants event={e} /> : <Information event={e} />}
    </div>
  );
}

function Information({ event: e }: { event: EventItem }) {
  const caller = useEventCaller();
  return (
    <>
      {e.bannerUrl && <img src={e.bannerUrl} alt={`Banner of ${e.title}`} style={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 8, marginBottom: '1rem' }} />}
      <FactGrid
        label="Event information"
        facts={[
          ['Type', EVENT_TYPE_LABELS[e.type]],
          ['Start', formatDateTime(e.startAt)],
          ['End', formatDateTime(e.endAt)],
          ['Place', e.place ?? '-'],
          [
            'Online Link',
            e.onlineLink ? (
              <a href={e.onlineLink} target="_blank" rel="noopener noreferrer">
                {e.onlineLink}
              </a>
            ) : (
              '-'
            ),
          ],
          ['Audience Offices', e.audienceOffices.length ? e.audienceOffices.map((o) => o.officeName).join(', ') : 'Every office'],
          ['Audience Roles', e.audienceRoles.length ? e.audienceRoles.map((r) => ROLE_LABELS[r]).join(', ') : 'Every role'],
          ['Published', e.publishedAt ? formatDateTime(e.publishedAt) : '-'],
        ]}
      />
      <section className="card" aria-labelledby="event-body-title" style={{ marginTop: '1rem' }}>
        <h2 id="event-body-title" className="card-title">
          {e.type === 'ANNOUNCEMENT' ? 'Announcement' : 'About the Event'}
        </h2>
        {/* Cleaned by the server before it was stored, and again here before it is shown. */}
        <SafeHtml html={e.body ?? ''} className="rich-text" />
      </section>
      {mayManageEvents(caller.subject) && can(caller.subject, 'auditReader') && <RecordHistory entityType="event" entityId={e.eventId} />}
    </>
  );
}

function Participants({ event: e }: { event: EventItem }) {
  if (e.type === 'ANNOUNCEMENT') return <p className="card">{M.notAnEvent}</p>;
  const rows = e.registrations ?? [];
  return (
    <section className="card" aria-labelledby="event-participants-title">
      <h2 id="event-participants-title" className="card-title">
        Registrations
      </h2>
      {rows.length === 0 ? (
        <EmptyState />
      ) : (
        <table aria-label="Registrations" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                Name
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                Office
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                Registered
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.userId}>
                <td>{r.name}</td>
                <td>{r.officeName ?? 'HQ'}</td>
                <td>{formatDateTime(r.registeredAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Edit, Publish, Cancel and Delete for admin-HQ-plus (each move asked first); Register and Withdraw for the event's audience. */
function EventActions({ event: e }: { event: EventItem }) {
  const caller = useEventCaller();
  const [, navigate] = useLocation();
  const moves = useEventMoves();
  const [isRegistering, setIsRegistering] = useState(false);
  const confirmed = useConfirmedMove<EventConfirmedMove>('eventMove', async ({ event, move }) => {
    await moves(event.eventId, move);
    if (move === 'delete') navigate(EVENT_LIST_PATH);
  });
  const choose = (move: EventConfirmedMove['move']) =>
    confirmed.choose({ event: e, move, success: move === 'publish' ? M.published(e.title) : move === 'cancel' ? M.cancelled(e.title) : M.deleted(e.title) });
  const register = (move: 'register' | 'unregister') => {
    setIsRegistering(true);
    moves(e.eventId, move)
      .then(() => showToast({ severity: 'success', summary: move === 'register' ? M.registered : M.unregistered }))
      .catch((failure: unknown) => showToast({ severity: 'error', summary: errorMessage(failure) }))
      .finally(() => setIsRegistering(false));
  };
  const isManager = mayManageEvents(caller.subject);
  const mayRegister = registerRefusal(e) === null;
  const mayWithdraw = e.type === 'EVENT' && e.isRegistered && unregisterRefusal(e) === null;
  const asked = confirmed.asked;
  const question = asked ? (asked.move === 'publish' ? M.confirmPublish(asked.event.title, asked.event.type) : asked.move === 'cancel' ? M.confirmCancel(asked.event.title) : M.confirmDelete(asked.event.title)) : '';
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Link href={EVENT_LIST_PATH} className="p-button p-button-outlined">
        Back
      </Link>
      {mayRegister && <Button type="button" label="Register" icon="pi pi-user-plus" loading={isRegistering} onClick={() => register('register')} />}
      {mayWithdraw && <Button type="button" label="Withdraw Registration" outlined loading={isRegistering} onClick={() => register('unregister')} />}
      {isManager && editRefusal(e) === null && (
        <Link href={eventEditPath(e.eventId)} className="p-button p-button-outlined">
          Edit
        </Link>
      )}
      {isManager && publishRefusal(e) === null && <Button type="button" label="Publish" severity="success" onClick={() => choose('publish')} />}
      {isManager && cancelRefusal(e) === null && <Button type="button" label="Cancel Event" severity="warning" outlined onClick={() => choose('cancel')} />}
      {isManager && <Button type="button" label="Delete" severity="danger" outlined onClick={() => choose('delete')} />}
      <Dialog
        header={asked ? VERBS[asked.move] : undefined}
        visible={asked !== null}
        onHide={confirmed.cancel}
        modal
        style={{ width: '420px' }}
        breakpoints={{ '480px': '95vw' }}
        footer={
          <>
            <Button type="button" label="No" outlined onClick={confirmed.cancel} disabled={confirmed.isMoving} />
            <Button type="button" label={asked ? VERBS[asked.move] : 'Yes'} severity={asked?.move === 'delete' ? 'danger' : undefined} onClick={confirmed.confirm} loading={confirmed.isMoving} autoFocus />
          </>
        }
      >
        <p style={{ margin: 0 }}>{question}</p>
      </Dialog>
    </div>
  );
}
