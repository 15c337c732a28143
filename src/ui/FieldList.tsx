import type { ReactNode } from 'react';

/** One labelled value of a read-only record (app.css .field-list). */
export function FieldRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="field-list__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A read-only record as label–value pairs: the one way detail pages show their fields. */
export function FieldList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="field-list">
      {rows.map(([label, value]) => (
        <FieldRow key={label} label={label}>
          {value}
        </FieldRow>
      ))}
    </dl>
  );
}
