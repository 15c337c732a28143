import { Link } from 'wouter';
import { EVENT_SORTS, EVENT_STATUS_COLORS, EVENT_STATUS_LABELS, EVENT_STATUSES, EVENT_TYPE_LABELS, EVENT_TYPES, mayManageEvents, type EventItem, type EventStatus, type EventType } from '../../../domain/event';
import { EVENT_COLUMNS } from '../../../domain/lists/events';
import { useEvents, type EventsParams } from '../../api/events/events';
import { DateRangeField } from '../../ui/DateRangeField';
import { formatSort, parseSort, type ListSort } from '../../ui/list-sort';
import { sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { SelectFilter } from '../../ui/SelectFilter';
import { statusDateParams } from '../../ui/StatusDateFilters';
import { StatusTabs } from '../../ui/StatusTabs';
import { StatusTag } from '../../ui/StatusTag';
import { tablePaging, useListUrlState } from '../../ui/use-list-url-state';
import { eventPath } from './paths';
import { useEventCaller } from './use-event-caller';

type Tab = 'ALL' | EventStatus;
const TAB_LABELS: Record<Tab, string> = { ALL: 'All', ...EVENT_STATUS_LABELS };
const FILTERS = { activeTab: 'ALL', type: '', date: '' };
const TYPE_OPTIONS = EVENT_TYPES.map((t) => ({ value: t, label: EVENT_TYPE_LABELS[t] }));
const isType = (v: string): v is EventType => (EVENT_TYPES as readonly string[]).includes(v);
const DEFAULT_SORT: ListSort = { field: 'startAt', order: 'DESC' };

const COLUMNS = sharedColumns<EventItem>(EVENT_COLUMNS, {
  title: { body: (e) => <Link href={eventPath(e.eventId, 'information')}>{e.title}</Link>, isSortable: true },
  type: {},
  startAt: { kind: 'date', isSortable: true },
  place: {},
  audience: {},
  registrationCount: {},
  status: { kind: 'status', body: (e) => <StatusTag label={EVENT_STATUS_LABELS[e.status]} hex={EVENT_STATUS_COLORS[e.status]} /> },
});

/**
 * /event (§2): events and announcements in tabs by status, searched by title,
 * filtered by type and by §9's date presets (the schedule overlapping them),
 * all in the URL; Create Event for admin-HQ-plus, who alone see drafts.
 */
export default function EventListPage() {
  const caller = useEventCaller();
  const isManager = mayManageEvents(caller.subject);
  const tabs: readonly Tab[] = ['ALL', ...EVENT_STATUSES.filter((s) => isManager || s !== 'DRAFT')];
  const list = useListUrlState(FILTERS);
  const active: Tab = (tabs as readonly string[]).includes(list.values.activeTab) ? (list.values.activeTab as Tab) : 'ALL';
  const sort = parseSort(list.sort, EVENT_SORTS, DEFAULT_SORT);
  const { start, end } = statusDateParams({ status: '', date: list.values.date }, EVENT_STATUSES);
  const params: EventsParams = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    sort: formatSort(sort),
    ...(active !== 'ALL' && { filterStatus: active }),
    ...(isType(list.values.type) && { filterType: list.values.type }),
    ...(start && end && { filterStartAt: start, filterEndAt: end }),
  };
  const query = useEvents(params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Event & Announcement</h1>
        {isManager && (
          <Link href="/event/create" className="p-button">
            Create Event
          </Link>
        )}
      </div>
      <section className="card" aria-label="Event list">
        <StatusTabs label="Status" tabs={tabs} active={active} labels={TAB_LABELS} onChoose={(activeTab) => list.setFilters({ activeTab })} />
        <div className="page-header" style={{ flexWrap: 'wrap', gap: '0.5rem', alignItems: 'flex-end', marginTop: '1rem' }}>
          <SearchBox label="Search by title" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <SelectFilter id="event-type" label="Type" value={list.values.type} allLabel="All Type" options={TYPE_OPTIONS} onChange={(type) => list.setFilters({ type })} />
          <DateRangeField id="event-date" label="Schedule" value={list.values.date} onChange={(date) => list.setFilters({ date })} />
        </div>
        <ListTable
          label="Events"
          query={query}
          dataKey="eventId"
          columns={COLUMNS}
          {...tablePaging(list, sort)}
          exportRequest={{ path: 'events', query: params }}
          pendingLabel="Loading events"
        />
      </section>
    </div>
  );
}
