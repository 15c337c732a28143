import { Link } from 'wouter';
import { ALBUM_STATUS_COLORS, ALBUM_STATUS_LABELS, ALBUM_STATUSES, type Album, type AlbumStatus } from '../../../domain/album';
import { ALBUM_COLUMNS } from '../../../domain/lists/albums';
import { useAlbums, type AlbumsParams } from '../../api/albums/albums';
import { ListTable } from '../../ui/ListTable';
import { sharedColumns } from '../../ui/list-table-columns';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTabs } from '../../ui/StatusTabs';
import { StatusTag } from '../../ui/StatusTag';
import { useListUrlState } from '../../ui/use-list-url-state';

type Tab = 'ALL' | AlbumStatus;
const TABS: readonly Tab[] = ['ALL', ...ALBUM_STATUSES];
const TAB_LABELS: Record<Tab, string> = { ALL: 'All', ...ALBUM_STATUS_LABELS };
const isTab = (v: string): v is Tab => (TABS as readonly string[]).includes(v);

const COLUMNS = sharedColumns<Album>(ALBUM_COLUMNS, {
  title: {
    body: (a) => (
      <span style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        {a.coverUrl ? <img src={a.coverUrl} alt="" width={48} height={36} style={{ objectFit: 'cover', borderRadius: 4 }} /> : <span aria-hidden="true" className="pi pi-images" style={{ width: 48, textAlign: 'center' }} />}
        <Link href={`/album/${a.albumId}`}>{a.title}</Link>
      </span>
    ),
  },
  eventOn: {},
  photoCount: {},
  videoCount: {},
  description: {},
  status: { body: (a) => <StatusTag label={ALBUM_STATUS_LABELS[a.status]} color={ALBUM_STATUS_COLORS[a.status]} /> },
  updatedAt: {},
});

/** /album (§2, admin-HQ-plus): the albums by status tab, searched by title, newest event first; Create Album. */
export default function AlbumListPage() {
  const list = useListUrlState({ activeTab: 'ALL' });
  const active: Tab = isTab(list.values.activeTab) ? list.values.activeTab : 'ALL';
  const params: AlbumsParams = { limit: list.limit, offset: list.offset, search: list.search, ...(active !== 'ALL' && { filterStatus: active }) };
  const query = useAlbums(params);
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Album</h1>
        <Link href="/album/create" className="p-button">
          Create Album
        </Link>
      </div>
      <section className="card" aria-label="Album list">
        <StatusTabs label="Status" tabs={TABS} active={active} labels={TAB_LABELS} onChoose={(activeTab) => list.setFilters({ activeTab })} />
        <div style={{ margin: '1rem 0' }}>
          <SearchBox label="Search by title" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <ListTable
          label="Albums"
          query={query}
          dataKey="albumId"
          columns={COLUMNS}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'albums', query: params }}
          pendingLabel="Loading albums"
        />
      </section>
    </div>
  );
}
