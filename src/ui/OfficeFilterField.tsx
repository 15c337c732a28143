import { Dropdown } from 'primereact/dropdown';
import { ALL_OFFICE_LABEL, type OfficeFilter } from '../../domain/masking';
import { OfficePicker } from './OfficePicker';

/** '' stands for 'All Office' (no filterOfficeId). */
const ALL = '';

/**
 * §6's office filter: a franchise owner of several offices picks one or 'All
 * Office'; HQ and finance search every office; others get none.
 */
export function OfficeFilterField({
  id,
  filter,
  value,
  onChange,
}: {
  id: string;
  filter: OfficeFilter;
  value: string;
  onChange: (officeId: string) => void;
}) {
  if (filter.kind === 'search') return <OfficePicker id={id} value={value} onChange={onChange} />;
  if (filter.kind !== 'choice') return null;
  const options = filter.options.map((o) => ({ label: o.label, value: o.value ?? ALL }));
  return (
    <div className="field">
      <label htmlFor={id}>Office</label>
      <Dropdown inputId={id} value={value} options={options} placeholder={ALL_OFFICE_LABEL} onChange={(e) => onChange(String(e.value ?? ALL))} />
    </div>
  );
}
