import { useWatch } from 'react-hook-form';
import { PDF_ORIENTATIONS } from '../../../../domain/entities/listing';
import { PRICE_FREQS } from '../../../../domain/format';
import { listingPrice, PDF_ORIENTATION_LABELS } from '../../../../domain/listing';
import { choicesOf, emptyToNull, NumberField, RadioField, SelectField, toNumberOrUndefined } from './fields';
import { PRICE_FREQ_LABELS, type ListingFormApi } from './listing-form';

/** Price (0 or more), its frequencies for a rent, and the PDF orientation. */
export function PriceSection({ form }: { form: ListingFormApi }) {
  const { register, control, formState } = form;
  const { errors } = formState;
  const [price, sellOrRent, defaultPriceFreq] = useWatch({ control, name: ['price', 'sellOrRent', 'defaultPriceFreq'] });
  const isRent = sellOrRent === 'rent';
  const hasPrice = typeof price === 'number' && Number.isFinite(price) && price >= 0;
  return (
    <section className="card form-section">
      <h2 className="card-title">Price</h2>
      <div className="form-grid">
        <div>
          <NumberField id="price" label="Price (Rp)" error={errors.price?.message} registration={register('price', { setValueAs: toNumberOrUndefined })} />
          {hasPrice && (
            <p className="field-hint" aria-live="polite">
              {listingPrice({ price, sellOrRent: sellOrRent ?? 'sell', defaultPriceFreq: defaultPriceFreq ?? null })}
            </p>
          )}
        </div>
        {isRent && (
          <>
            <SelectField
              id="defaultPriceFreq"
              label="Price frequency"
              aria-required="true"
              error={errors.defaultPriceFreq?.message}
              registration={register('defaultPriceFreq', { setValueAs: emptyToNull })}
              choices={choicesOf(PRICE_FREQ_LABELS, PRICE_FREQS)}
            />
            <SelectField
              id="additionalPriceFreq"
              label="Additional price frequency"
              placeholder="None"
              error={errors.additionalPriceFreq?.message}
              registration={register('additionalPriceFreq', { setValueAs: emptyToNull })}
              choices={choicesOf(PRICE_FREQ_LABELS, PRICE_FREQS)}
            />
          </>
        )}
        <RadioField form={form} name="pdfOrientation" legend="PDF orientation" choices={choicesOf(PDF_ORIENTATION_LABELS, PDF_ORIENTATIONS)} />
      </div>
    </section>
  );
}
