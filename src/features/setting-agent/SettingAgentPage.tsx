import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { AGENT_GRID_PAGE_SIZE, AGENT_SETTINGS_LABELS, canSetAgent, commissionText, type AgentCard, type AgentSettingsCaller } from '../../../domain/agent-settings';
import { useAgentSettingOffices } from '../../api/agent-settings/get-agent-setting-offices';
import { useAgentSettings } from '../../api/agent-settings/get-agent-settings';
import { useCurrentSession } from '../../app/session-context';
import { AgentCardGrid } from '../../ui/AgentCardGrid';
import { Field } from '../../ui/Field';
import { QueryError, QueryPending } from '../../ui/QueryState';
import { SearchBox } from '../../ui/SearchBox';
import { pageOf } from '../../ui/use-list-url-state';
import { useUrlQuery } from '../../ui/use-url-query';
import { AgentSettingsDialog } from './AgentSettingsDialog';

const URL_DEFAULTS = { office: '', page: '1', search: '' };

/**
 * /setting-agent (§2, §6): the office agent grid of an office the caller owns
 * or administers (a dropdown when they have several), searched by name, 12
 * cards a page, office, page and search in the URL; each card's Settings
 * opens the allowSelfListing switch and the commission.
 */
export default function SettingAgentPage() {
  const session = useCurrentSession();
  const caller: AgentSettingsCaller = { userId: session.user.userId, roles: session.roles, employees: session.employees };
  const [values, set] = useUrlQuery(URL_DEFAULTS);
  const offices = useAgentSettingOffices();
  const [editing, setEditing] = useState<AgentCard | null>(null);

  const choices = offices.data ?? [];
  const office = choices.find((o) => o.officeId === values.office) ?? choices[0];
  const page = pageOf(values.page);
  const search = values.search.trim() || undefined;
  const grid = useAgentSettings(
    { filterOfficeId: office?.officeId, limit: AGENT_GRID_PAGE_SIZE, offset: (page - 1) * AGENT_GRID_PAGE_SIZE, search },
    !!office,
  );

  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Setting Agent</h1>
      </div>
      <section className="card" aria-label="Agents">
        {offices.isPending ? (
          <QueryPending label="Loading offices" />
        ) : offices.isError ? (
          <QueryError error={offices.error} onRetry={() => void offices.refetch()} />
        ) : !office ? (
          <p className="empty-state">You have no office whose agents you can set.</p>
        ) : (
          <>
            <div className="page-header" style={{ flexWrap: 'wrap', gap: '1rem', alignItems: 'center', marginBottom: '1rem' }}>
              {choices.length > 1 ? (
                <Field htmlFor="setting-agent-office" label="Office">
                  <Dropdown
                    inputId="setting-agent-office"
                    // The arrow is a mouse affordance (role=button without a name fails axe's aria-command-name); the labelled combobox is what assistive technology uses.
                    pt={{ trigger: { 'aria-hidden': true } }}
                    value={office.officeId}
                    options={choices}
                    optionLabel="officeName"
                    optionValue="officeId"
                    style={{ minWidth: '14rem' }}
                    onChange={(e) => set({ office: String(e.value), page: '1' })}
                  />
                </Field>
              ) : (
                <p className="card-title" style={{ margin: 0 }}>
                  {office.officeName}
                </p>
              )}
              <SearchBox label="Search agents by name" value={values.search} onSearch={(next) => set({ search: next, page: '1' })} />
            </div>
            <AgentCardGrid
              label={`Agents of ${office.officeName}`}
              query={grid}
              page={page}
              onPage={(next) => set({ page: String(next) }, { push: true })}
              detail={(card) => (
                <p className="agent-card__detail">
                  Commission: {commissionText(card.commissionPercent)}
                  {!card.allowSelfListing && ' · No self listing'}
                </p>
              )}
              action={(card) =>
                canSetAgent(caller, card) ? (
                  <Button
                    type="button"
                    label={AGENT_SETTINGS_LABELS.settings}
                    icon="pi pi-cog"
                    size="small"
                    outlined
                    aria-label={`${AGENT_SETTINGS_LABELS.settings} of ${card.nickName ?? card.name}`}
                    onClick={() => setEditing(card)}
                  />
                ) : null
              }
            />
          </>
        )}
      </section>
      {editing && <AgentSettingsDialog card={editing} onHide={() => setEditing(null)} />}
    </div>
  );
}
