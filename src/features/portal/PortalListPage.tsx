import { Link } from 'wouter';
import { portalTagColor } from '../../../domain/entities/listing';
import type { Portal } from '../../../domain/entities/reference';
import { useActivePortalsPage } from '../../api/reference/get-portals';
import { screenColumn } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { StatusTag } from '../../ui/StatusTag';

const COLUMNS = [
  screenColumn<Portal>('position', 'Position', (p) => String(p.position)),
  screenColumn<Portal>('portalName', 'Portal', (p) => (
    <Link href={`/portal/${encodeURIComponent(p.portalId)}`} aria-label={`${p.portalName} accounts`}>
      <StatusTag label={p.portalName} hex={portalTagColor(p.position)} />
    </Link>
  )),
];

/** /portal (admin-HQ-plus, §2): the active listing portals (GET portals?filterIsActive=true); each opens the office accounts connected to it. */
export default function PortalListPage() {
  const query = useActivePortalsPage();
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Portal</h1>
      </div>
      <section className="card" aria-label="Portals">
        <ListTable label="Portals" query={query} dataKey="portalId" columns={COLUMNS} page={1} limit={100} onPage={() => undefined} pageSizes={null} pendingLabel="Loading portals" />
      </section>
    </div>
  );
}
