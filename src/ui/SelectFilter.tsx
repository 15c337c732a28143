/** A list's filter as a native select (PrimeReact's Dropdown fails axe's aria-command-name): '' is the "all" choice. */
export function SelectFilter({ id, label, value, allLabel, options, onChange }: { id: string; label: string; value: string; allLabel: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="p-inputtext" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
