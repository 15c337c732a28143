import { Calendar } from 'primereact/calendar';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { DATE_PRESETS } from '../../domain/format';
import { customDays, customRange, isPreset } from './date-range';

const CUSTOM = 'Custom Range';
const OPTIONS = [...DATE_PRESETS, CUSTOM].map((p) => ({ label: p, value: p }));

/**
 * A date range filter: one of §9's presets or a custom range picked on a
 * calendar. The value is the URL's: a preset name or 'from..to'; '' for none.
 */
export function DateRangeField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  const [isCustom, setIsCustom] = useState(() => value !== '' && !isPreset(value));
  const [days, setDays] = useState<(Date | null)[] | null>(() => customDays(value));
  const choice = isCustom ? CUSTOM : isPreset(value) ? value : null;

  const choose = (next: string | null) => {
    setIsCustom(next === CUSTOM);
    setDays(null);
    if (next !== CUSTOM) onChange(next ?? '');
  };
  // A range counts once both ends are picked; the first click only marks the start.
  const pick = (picked: (Date | null)[] | null | undefined) => {
    setDays(picked ?? null);
    const [from, to] = picked ?? [];
    if (from && to) onChange(customRange(from, to));
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Dropdown inputId={id} value={choice} options={OPTIONS} placeholder="Any date" showClear onChange={(e) => choose(e.value as string | null)} />
      {isCustom && (
        <Calendar
          inputId={`${id}-custom`}
          aria-label={`${label} range`}
          selectionMode="range"
          value={days}
          onChange={(e) => pick(e.value)}
          dateFormat="dd M yy"
          readOnlyInput
          showIcon
          placeholder="Pick the first and last day"
        />
      )}
    </div>
  );
}
