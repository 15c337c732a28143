import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete, type AutoCompleteCompleteEvent } from 'primereact/autocomplete';
import { useState } from 'react';
import type { OfficeListItem } from '../../domain/entities/office';
import { officeSearchQueryOptions, useOffice } from '../api/offices/get-offices';
import { Field } from './Field';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value';

interface OfficePickerProps {
  /** The input's id (its label points here). */
  id: string;
  label?: string;
  /** The chosen office's id; '' for every office. */
  value: string;
  onChange: (officeId: string) => void;
  /** In a form: what is wrong with the choice, under the field. */
  error?: string;
  /** What the empty field says: 'All Office' in a filter, a prompt in a form. */
  placeholder?: string;
}

const labelOf = (office: OfficeListItem) => (office.officeCode ? `${office.officeName} (${office.officeCode})` : office.officeName);

/**
 * §6's full office search for HQ and finance: type to search the approved
 * offices (500 ms after the last key, 20 at a time), pick one; empty is
 * 'every office'. The URL keeps the id; the name is looked up once.
 */
export function OfficePicker({ id, label = 'Office', value, onChange, error, placeholder = 'All Office' }: OfficePickerProps) {
  const queryClient = useQueryClient();
  const chosen = useOffice(value);
  /** What the user is typing; null once they picked or cleared, when the URL's office shows by name. */
  const [typed, setTyped] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<OfficeListItem[]>([]);
  const shown: string | OfficeListItem = typed ?? (value !== '' && chosen.data ? chosen.data : '');

  const complete = async (event: AutoCompleteCompleteEvent) => {
    const found = await queryClient.fetchQuery(officeSearchQueryOptions(event.query.trim())).catch(() => []);
    setSuggestions(found);
  };

  return (
    <Field htmlFor={id} label={label} error={error}>
      <AutoComplete
        inputId={id}
        value={shown}
        suggestions={suggestions}
        field="officeName"
        itemTemplate={(office: OfficeListItem) => labelOf(office)}
        completeMethod={(e) => void complete(e)}
        delay={SEARCH_DEBOUNCE_MS}
        placeholder={placeholder}
        invalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        dropdown
        dropdownAriaLabel="Show offices"
        onChange={(e) => {
          const next = (e.value ?? '') as string | OfficeListItem;
          if (typeof next !== 'string') return;
          // Clearing the text is choosing every office again.
          setTyped(next === '' ? null : next);
          if (next === '') onChange('');
        }}
        onSelect={(e) => {
          setTyped(null);
          onChange((e.value as OfficeListItem).officeId);
        }}
        onClear={() => {
          setTyped(null);
          onChange('');
        }}
      />
    </Field>
  );
}
