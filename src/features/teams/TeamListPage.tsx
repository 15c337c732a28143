import { Link } from 'wouter';
import { GROUP_SORTS, type GroupListItem } from '../../../domain/entities/team';
import { formatDate } from '../../../domain/format';
import { useGroups, type GroupsParams } from '../../api/teams/get-groups';
import { formatSort, parseSort, type ListSort } from '../../ui/list-sort';
import { screenColumn } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { OfficeFilterField } from '../../ui/OfficeFilterField';
import { SearchBox } from '../../ui/SearchBox';
import { tablePaging, useListUrlState } from '../../ui/use-list-url-state';
import { CREATE_TEAM_PATH, teamDetailPath } from './paths';
import { officeNameOf, personName } from './team-display';
import { useTeamOfficeFilter } from './team-offices';

const FILTERS = { office: '' };
const SORT_FIELDS = ['groupName', 'createdAt'];
const DEFAULT_SORT: ListSort = { field: 'createdAt', order: 'DESC' };

const nameCell = (g: GroupListItem) => <Link href={teamDetailPath(g.groupId)}>{g.groupName}</Link>;

const COLUMNS = [
  { ...screenColumn<GroupListItem>('groupName', 'Team Name', nameCell), isSortable: true },
  screenColumn<GroupListItem>('office', 'Office', officeNameOf),
  screenColumn<GroupListItem>('leader', 'Leader', (g) => personName(g.leader)),
  screenColumn<GroupListItem>('memberCount', 'Members', (g) => String(g.memberCount)),
  { ...screenColumn<GroupListItem>('createdAt', 'Created', (g) => formatDate(g.createdAt), 'date'), isSortable: true },
];

/** /teams: the teams of the caller's offices (every office for HQ), searched, filtered by office where §6 allows, paged in the URL. */
export default function TeamListPage() {
  const list = useListUrlState(FILTERS);
  const officeFilter = useTeamOfficeFilter();
  const sort = parseSort(list.sort, SORT_FIELDS, DEFAULT_SORT);
  const params: GroupsParams = {
    limit: list.limit,
    offset: list.offset,
    search: list.search,
    sort: formatSort(sort) as (typeof GROUP_SORTS)[number],
    ...(list.values.office ? { filterOfficeId: list.values.office } : {}),
  };
  const query = useGroups(params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Teams</h1>
        <Link href={CREATE_TEAM_PATH} className="p-button">
          Create Team
        </Link>
      </div>
      <section className="card" aria-label="Team list">
        <div className="page-header">
          <SearchBox label="Search teams" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
          <OfficeFilterField id="teams-office" filter={officeFilter} value={list.values.office} onChange={(office) => list.setFilters({ office })} />
        </div>
        <ListTable
          label="Teams"
          query={query}
          dataKey="groupId"
          columns={COLUMNS}
          {...tablePaging(list, sort)}
          exportRequest={{ path: 'groups', query: params }}
          pendingLabel="Loading teams"
        />
      </section>
    </div>
  );
}
