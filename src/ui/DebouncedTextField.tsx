import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState } from 'react';
import { Field } from './Field';
import { useDebouncedValue } from './use-debounced-value';

interface Props {
  id: string;
  label: string;
  /** The committed value (the URL's). */
  value: string;
  onCommit: (value: string) => void;
  placeholder?: string;
  type?: 'search' | 'text';
}

/** A text filter that commits 500 ms after the last keystroke (§9), and follows the URL when it changes (Back). */
export function DebouncedTextField({ id, label, value, onCommit, placeholder, type = 'text' }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const debounced = useDebouncedValue(text);
  const committed = useRef(debounced);

  useEffect(() => {
    if (committed.current === debounced) return;
    committed.current = debounced;
    if (debounced !== value) onCommit(debounced);
  }, [debounced, value, onCommit]);

  return (
    <Field htmlFor={id} label={label}>
      <InputText id={id} type={type} value={text} placeholder={placeholder} onChange={(e) => setText(e.target.value)} />
    </Field>
  );
}
