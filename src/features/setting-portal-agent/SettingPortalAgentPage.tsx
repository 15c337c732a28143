import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { portalTagColor } from '../../../domain/entities/listing';
import { errorMessage } from '../../../domain/errors';
import { formatDateTime } from '../../../domain/format';
import { AGENT_PORTAL_PROFILE_COLUMNS } from '../../../domain/lists/portal-accounts';
import { MESSAGES } from '../../../domain/messages';
import type { AgentPortalProfile } from '../../../domain/portal-accounts';
import { useAgentPortalProfiles, useDeleteAgentPortalProfile, type AgentPortalProfilesParams } from '../../api/portal-accounts/agent-portal-profiles';
import { useActivePortals } from '../../api/reference/get-portals';
import { screenColumn, sharedColumns } from '../../ui/list-table-columns';
import { ListTable } from '../../ui/ListTable';
import { SearchBox } from '../../ui/SearchBox';
import { StatusTag } from '../../ui/StatusTag';
import { showToast } from '../../ui/toast';
import { useListUrlState } from '../../ui/use-list-url-state';
import { AddAgentAccountDialog } from './AddAgentAccountDialog';

const FILTERS = {};

/** /setting-portal-agent (admin-HQ-plus, §2): the agents' own accounts on the listing portals, searched, added and deleted. */
export default function SettingPortalAgentPage() {
  const list = useListUrlState(FILTERS);
  const params: AgentPortalProfilesParams = { limit: list.limit, offset: list.offset, search: list.search };
  const query = useAgentPortalProfiles(params);
  const portals = useActivePortals();
  const remove = useDeleteAgentPortalProfile();
  const [isAdding, setIsAdding] = useState(false);
  const [deleting, setDeleting] = useState<AgentPortalProfile | null>(null);
  const columns = [
    ...sharedColumns<AgentPortalProfile>(AGENT_PORTAL_PROFILE_COLUMNS, {
      agent: {},
      office: {},
      portal: { body: (p) => <StatusTag label={p.portal.portalName} hex={portalTagColor(p.portal.position)} /> },
      portalUsername: {},
      email: {},
      createdAt: { body: (p) => formatDateTime(p.createdAt) },
    }),
    screenColumn<AgentPortalProfile>('actions', 'Action', (p) => (
      <Button type="button" size="small" icon="pi pi-trash" severity="danger" outlined aria-label={`Delete ${p.portal.portalName} account of ${p.agent.nickName ?? p.agent.name}`} onClick={() => setDeleting(p)} />
    )),
  ];
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Setting Portal Agent</h1>
        <Button type="button" label="Add Agent Account" icon="pi pi-plus" disabled={!portals.data?.length} onClick={() => setIsAdding(true)} />
      </div>
      <section className="card" aria-label="Agent portal accounts">
        <div className="page-header">
          <SearchBox label="Search by agent, username or email" value={list.values.search} onSearch={(search) => list.setFilters({ search })} />
        </div>
        <ListTable
          label="Agent portal accounts"
          query={query}
          dataKey="agentPortalProfileId"
          columns={columns}
          page={list.page}
          limit={list.limit}
          onPage={list.onPage}
          exportRequest={{ path: 'agent-portal-profiles', query: params }}
          pendingLabel="Loading accounts"
        />
      </section>
      {isAdding && portals.data && <AddAgentAccountDialog portals={portals.data} onClose={() => setIsAdding(false)} />}
      {deleting && (
        <Dialog header="Delete Agent Portal Account" visible onHide={() => setDeleting(null)} modal style={{ width: '440px' }}>
          <p>
            Delete the {deleting.portal.portalName} account of {deleting.agent.nickName ?? deleting.agent.name}?
          </p>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <Button type="button" label="Cancel" outlined onClick={() => setDeleting(null)} />
            <Button
              type="button"
              label="Delete"
              severity="danger"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(deleting.agentPortalProfileId, {
                  onSuccess: () => {
                    setDeleting(null);
                    showToast({ severity: 'success', summary: MESSAGES.portalDeleted });
                  },
                  onError: (e) => showToast({ severity: 'error', summary: errorMessage(e) }),
                })
              }
            />
          </div>
        </Dialog>
      )}
    </div>
  );
}
