import { MASTER_ACHIEVEMENT_COLUMNS } from '../../../domain/lists/master-data';
import { createMasterAchievementBody, MASTER_ACHIEVEMENT_LABELS as L, MASTER_ACHIEVEMENT_SORTS, type CreateMasterAchievementBody, type MasterAchievement } from '../../../domain/master-data';
import { useMasterAchievements, useSaveMasterAchievement } from '../../api/master-data/master-data';
import { sharedColumns } from '../../ui/list-table-columns';
import { MasterListScreen, type MasterField } from './MasterListScreen';

const COLUMNS = sharedColumns<MasterAchievement>(MASTER_ACHIEVEMENT_COLUMNS, {
  name: { isSortable: true },
  minClosings: {},
  minCommission: { kind: 'price', isSortable: true },
  description: {},
});

const FIELDS: readonly MasterField<CreateMasterAchievementBody>[] = [
  { name: 'name', label: L.name, kind: 'text' },
  { name: 'minClosings', label: L.minClosings, kind: 'number' },
  { name: 'minCommission', label: L.minCommission, kind: 'number' },
  { name: 'description', label: L.description, kind: 'textarea' },
];

/** master-data-achievement (admin-HQ-plus, issue 19): the agent achievement levels and the thresholds they are reached at. */
export default function MasterAchievementPage() {
  return (
    <MasterListScreen<MasterAchievement, CreateMasterAchievementBody>
      title="Master Data Achievement"
      noun="Achievement"
      path="master-achievements"
      idOf={(a) => a.masterAchievementId}
      nameOf={(a) => a.name}
      statusOf={(a) => a.status}
      dataKey="masterAchievementId"
      columns={COLUMNS}
      sortFields={MASTER_ACHIEVEMENT_SORTS}
      defaultSort={{ field: 'minCommission', order: 'ASC' }}
      searchLabel="Search achievements by name"
      useList={useMasterAchievements}
      useSave={useSaveMasterAchievement}
      schema={createMasterAchievementBody}
      fields={FIELDS}
      blank={{ name: '', minClosings: 0, minCommission: 0, description: null, status: 'PUBLISH' }}
      valuesOf={(a) => ({ name: a.name, minClosings: a.minClosings, minCommission: a.minCommission, description: a.description, status: a.status })}
    />
  );
}
