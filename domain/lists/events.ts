/** The columns of /event (the list and its CSV). */
import { EVENT_STATUS_LABELS, EVENT_TYPE_LABELS, type EventItem } from '../event';
import { dateTimeCell, orDash, type ListColumn } from '../list-columns';
import { ROLE_LABELS } from '../roles';

const audienceWords = (e: EventItem): string => {
  const offices = e.audienceOffices.length ? e.audienceOffices.map((o) => o.officeName).join(', ') : 'All offices';
  const roles = e.audienceRoles.length ? e.audienceRoles.map((r) => ROLE_LABELS[r]).join(', ') : 'All roles';
  return `${offices} · ${roles}`;
};

export const EVENT_COLUMNS: readonly ListColumn<EventItem>[] = [
  { key: 'title', header: 'Title', text: (e) => e.title },
  { key: 'type', header: 'Type', text: (e) => EVENT_TYPE_LABELS[e.type] },
  { key: 'startAt', header: 'Start', text: (e) => dateTimeCell(e.startAt) },
  { key: 'endAt', header: 'End', text: (e) => dateTimeCell(e.endAt) },
  { key: 'place', header: 'Place', text: (e) => orDash(e.place ?? e.onlineLink) },
  { key: 'audience', header: 'Audience', text: audienceWords },
  { key: 'registrationCount', header: 'Registrations', text: (e) => (e.type === 'EVENT' ? String(e.registrationCount) : orDash(null)) },
  { key: 'status', header: 'Status', text: (e) => EVENT_STATUS_LABELS[e.status] },
];
