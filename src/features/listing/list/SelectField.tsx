/** A labelled native select: one choice among a few, the most accessible control for it. */
export function SelectField({
  id,
  label,
  value,
  options,
  onChange,
  isLabelHidden = false,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { label: string; value: string }[];
  onChange: (value: string) => void;
  isLabelHidden?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className={isLabelHidden ? 'sr-only' : undefined}>
        {label}
      </label>
      <select id={id} className="p-inputtext p-component" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
