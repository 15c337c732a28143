import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete, type AutoCompleteChangeEvent, type AutoCompleteCompleteEvent } from 'primereact/autocomplete';
import { useRef, useState } from 'react';
import type { City } from '../../domain/entities/reference';
import { citiesQueryOptions } from '../api/reference/get-cities';
import { SEARCH_DEBOUNCE_MS } from './use-debounced-value';

/** What picking a city sets: the city, its province and the country the geodata covers. */
export interface PickedCity {
  city: string;
  province: string;
  country: string;
}

/** The geodata of §7 is Indonesia's. */
export const GEODATA_COUNTRY = 'Indonesia';

interface CityOption {
  label: string;
  picked: PickedCity;
}

const cityLabel = (city: string, province: string | null | undefined) => (province ? `${city}, ${province}` : city);

function toOption(city: City): CityOption {
  const province = city.province?.name ?? '';
  return { label: cityLabel(city.name, province), picked: { city: city.name, province, country: GEODATA_COUNTRY } };
}

interface CitySearchProps {
  /** The input's id (its label points here). */
  id: string;
  city: string | null | undefined;
  province: string | null | undefined;
  /** A city was picked, or (null) the text no longer names the picked one. */
  onPick: (picked: PickedCity | null) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * City search over GET geodata/cities (20 at a time, §9), asked 500 ms after
 * the last keystroke; suggestions read 'City, Province'. Only a picked
 * suggestion sets the city: typed text alone clears it.
 */
export function CitySearch({ id, city, province, onPick, onBlur, invalid, describedBy }: CitySearchProps) {
  const queryClient = useQueryClient();
  const [text, setText] = useState<string | CityOption>(city ? cityLabel(city, province) : '');
  const [suggestions, setSuggestions] = useState<CityOption[]>([]);
  const latest = useRef('');

  const complete = async ({ query }: AutoCompleteCompleteEvent) => {
    const search = query.trim();
    latest.current = search;
    let cities: City[] = [];
    try {
      cities = await queryClient.fetchQuery(citiesQueryOptions(search));
    } catch {
      // A failed lookup offers nothing; the user can type again.
    }
    if (latest.current === search) setSuggestions(cities.map(toOption));
  };

  const change = (event: AutoCompleteChangeEvent) => {
    const value = event.value as string | CityOption | null;
    setText(value ?? '');
    onPick(value && typeof value === 'object' ? value.picked : null);
  };

  return (
    <AutoComplete
      inputId={id}
      value={text}
      field="label"
      suggestions={suggestions}
      completeMethod={(e) => void complete(e)}
      delay={SEARCH_DEBOUNCE_MS}
      onChange={change}
      onBlur={onBlur}
      placeholder="Search a city"
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      invalid={invalid}
      className="w-full"
      inputClassName="w-full"
    />
  );
}
