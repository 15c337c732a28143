import { BUILDING_FACES } from '../../../../domain/entities/listing';
import { BUILDING_FACE_LABELS } from '../../../../domain/listing';
import { choicesOf, emptyToNull, NumberField, SelectField, toNumberOrNull } from './fields';
import type { ListingField, ListingFormApi } from './listing-form';

type NumberSpec = Extract<ListingField, 'buildingArea' | 'landArea' | 'numberOfFloor' | 'mainBedroom' | 'mainBathroom' | 'housekeepBedroom' | 'housekeepBathroom'>;

const AREAS: readonly [NumberSpec, string][] = [
  ['buildingArea', 'Building area (m²)'],
  ['landArea', 'Land area (m²)'],
];

const ROOMS: readonly [NumberSpec, string][] = [
  ['numberOfFloor', 'Number of floor'],
  ['mainBedroom', 'Main bedroom'],
  ['mainBathroom', 'Main bathroom'],
  ['housekeepBedroom', 'Housekeep bedroom'],
  ['housekeepBathroom', 'Housekeep bathroom'],
];

/** Areas, building face and room counts. */
export function SpecificationsSection({ form }: { form: ListingFormApi }) {
  const { register, formState } = form;
  const { errors } = formState;
  const numberField = ([name, label]: readonly [NumberSpec, string], step: string) => (
    <NumberField key={name} id={name} label={label} step={step} error={errors[name]?.message} registration={register(name, { setValueAs: toNumberOrNull })} />
  );
  return (
    <section className="card form-section">
      <h2 className="card-title">Specifications</h2>
      <div className="form-grid">
        {AREAS.map((spec) => numberField(spec, 'any'))}
        <SelectField
          id="buildingFace"
          label="Building face"
          placeholder="Not specified"
          error={errors.buildingFace?.message}
          registration={register('buildingFace', { setValueAs: emptyToNull })}
          choices={choicesOf(BUILDING_FACE_LABELS, BUILDING_FACES)}
        />
        {ROOMS.map((spec) => numberField(spec, '1'))}
      </div>
    </section>
  );
}
