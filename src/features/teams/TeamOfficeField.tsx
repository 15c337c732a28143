import { Dropdown } from 'primereact/dropdown';
import { GROUP_FORM_LABELS } from '../../../domain/entities/team';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { OfficePicker } from '../../ui/OfficePicker';
import type { TeamOfficeChoice } from './team-offices';

interface Props {
  choice: TeamOfficeChoice;
  value: string;
  onChange: (officeId: string) => void;
  error?: string;
}

/** Where the team goes: searched (HQ), chosen among the caller's offices, or not asked (one office). */
export function TeamOfficeField({ choice, value, onChange, error }: Props) {
  if (choice.kind === 'fixed') return null;
  if (choice.kind === 'search') {
    return (
      <div>
        <OfficePicker id="officeId" label={GROUP_FORM_LABELS.officeId} value={value} onChange={onChange} />
        {error && (
          <small id="officeId-error" className="p-error field-error">
            {error}
          </small>
        )}
      </div>
    );
  }
  return (
    <Field htmlFor="officeId" label={GROUP_FORM_LABELS.officeId} error={error}>
      <Dropdown
        inputId="officeId"
        value={value || null}
        options={choice.options}
        optionLabel="officeName"
        optionValue="officeId"
        placeholder="Select office"
        onChange={(e) => onChange(String(e.value ?? ''))}
        {...fieldAria('officeId', error)}
      />
    </Field>
  );
}
