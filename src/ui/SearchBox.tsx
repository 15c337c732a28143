import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value';

/** A list's search box: it reports 500 ms after the last keystroke (§9). */
export function SearchBox({ value, onSearch, label }: { value: string; onSearch: (search: string) => void; label: string }) {
  const [text, setText] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <IconField iconPosition="left">
      <InputIcon className="pi pi-search" aria-hidden="true" />
      <InputText
        type="search"
        aria-label={label}
        placeholder="Search"
        value={text}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
        }}
      />
    </IconField>
  );
}
