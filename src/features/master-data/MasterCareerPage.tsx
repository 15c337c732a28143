import { MASTER_CAREER_COLUMNS } from '../../../domain/lists/master-data';
import { createMasterCareerBody, MASTER_CAREER_LABELS as L, MASTER_CAREER_SORTS, type CreateMasterCareerBody, type MasterCareer } from '../../../domain/master-data';
import { useMasterCareers, useSaveMasterCareer } from '../../api/master-data/master-data';
import { sharedColumns } from '../../ui/list-table-columns';
import { MasterListScreen, type MasterField } from './MasterListScreen';

const COLUMNS = sharedColumns<MasterCareer>(MASTER_CAREER_COLUMNS, { level: { isSortable: true }, position: { isSortable: true }, description: {} });

const FIELDS: readonly MasterField<CreateMasterCareerBody>[] = [
  { name: 'level', label: L.level, kind: 'number' },
  { name: 'position', label: L.position, kind: 'text' },
  { name: 'description', label: L.description, kind: 'textarea' },
];

/** master-data-career (admin-HQ-plus, issue 19): the career ladder, a numbered level per position. */
export default function MasterCareerPage() {
  return (
    <MasterListScreen<MasterCareer, CreateMasterCareerBody>
      title="Master Data Career"
      noun="Career Level"
      path="master-careers"
      idOf={(c) => c.masterCareerId}
      nameOf={(c) => c.position}
      statusOf={(c) => c.status}
      dataKey="masterCareerId"
      columns={COLUMNS}
      sortFields={MASTER_CAREER_SORTS}
      defaultSort={{ field: 'level', order: 'ASC' }}
      searchLabel="Search career levels by position"
      useList={useMasterCareers}
      useSave={useSaveMasterCareer}
      schema={createMasterCareerBody}
      fields={FIELDS}
      blank={{ level: 1, position: '', description: null, status: 'PUBLISH' }}
      valuesOf={(c) => ({ level: c.level, position: c.position, description: c.description, status: c.status })}
    />
  );
}
