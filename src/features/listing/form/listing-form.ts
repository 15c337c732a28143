/**
 * The listing form's model: its values are createListingBody's input (the
 * server's own schema), checked with that schema plus the rules it can only
 * apply once every field is valid, so the user sees them in the same round.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  createListingBody,
  EDITABLE_LISTING_STATUSES,
  updateListingBody,
  type CreateListingBody,
  type Listing,
  type UpdateListingBody,
} from '../../../../domain/entities/listing';
import type { PriceFreq } from '../../../../domain/format';
import { MESSAGES } from '../../../../domain/messages';

export type ListingFormInput = z.input<typeof createListingBody>;
export type ListingFormOutput = z.output<typeof createListingBody>;
export type ListingField = keyof ListingFormInput;
/** What the form starts from: a new listing has no price yet. */
export type ListingFormDefaults = Omit<ListingFormInput, 'price'> & { price?: number };
export type ListingFormApi = UseFormReturn<ListingFormInput, unknown, ListingFormOutput>;

export const PRICE_FREQ_LABELS: Record<PriceFreq, string> = { daily: 'Daily', monthly: 'Monthly', yearly: 'Yearly' };

/** The form's fields in screen order (sections top to bottom): the first invalid one gets the focus (§8). */
export const LISTING_FIELD_ORDER: readonly ListingField[] = [
  'title',
  'sellOrRent',
  'listingType',
  'status',
  'listingPartId',
  'listingPropertyTypeId',
  'listingCertificateTypeId',
  'employeeId',
  'description',
  'price',
  'defaultPriceFreq',
  'additionalPriceFreq',
  'pdfOrientation',
  'buildingArea',
  'landArea',
  'buildingFace',
  'numberOfFloor',
  'mainBedroom',
  'mainBathroom',
  'housekeepBedroom',
  'housekeepBathroom',
  'facilities',
  'videoUrl',
  'photos',
  'city',
  'province',
  'country',
];

const isEditableStatus = (status: Listing['status']): status is (typeof EDITABLE_LISTING_STATUSES)[number] =>
  (EDITABLE_LISTING_STATUSES as readonly string[]).includes(status);

/** A new listing starts open, for sale, secondary, portrait; an existing one shows what it has. */
export function listingDefaults(listing?: Listing): ListingFormDefaults {
  if (!listing) {
    return {
      title: '',
      description: '',
      status: 'OPEN',
      sellOrRent: 'sell',
      listingType: 'secondary',
      listingPartId: '',
      listingPropertyTypeId: '',
      listingCertificateTypeId: null,
      buildingArea: null,
      landArea: null,
      buildingFace: null,
      numberOfFloor: null,
      mainBedroom: null,
      mainBathroom: null,
      housekeepBedroom: null,
      housekeepBathroom: null,
      facilities: [],
      price: undefined,
      defaultPriceFreq: null,
      additionalPriceFreq: null,
      pdfOrientation: 'PORTRAIT',
      videoUrl: [],
      photos: [],
      country: null,
      province: '',
      city: '',
    };
  }
  return {
    title: listing.title,
    description: listing.description,
    // PENDING, CLOSED, EXPIRED and REJECTED come from approval, closing and expiry: the form leaves them alone.
    status: isEditableStatus(listing.status) ? listing.status : undefined,
    sellOrRent: listing.sellOrRent,
    listingType: listing.listingType,
    listingPartId: listing.listingPartId ?? '',
    listingPropertyTypeId: listing.listingPropertyTypeId ?? '',
    listingCertificateTypeId: listing.listingCertificateTypeId,
    buildingArea: listing.buildingArea,
    landArea: listing.landArea,
    buildingFace: listing.buildingFace,
    numberOfFloor: listing.numberOfFloor,
    mainBedroom: listing.mainBedroom,
    mainBathroom: listing.mainBathroom,
    housekeepBedroom: listing.housekeepBedroom,
    housekeepBathroom: listing.housekeepBathroom,
    facilities: listing.facilities.map(({ facilityName, total }) => ({ facilityName, total })),
    price: listing.price,
    defaultPriceFreq: listing.defaultPriceFreq,
    additionalPriceFreq: listing.additionalPriceFreq,
    pdfOrientation: listing.pdfOrientation,
    videoUrl: [...listing.videoUrl],
    // The watermark flag is not the editor's: the form sends key and url only.
    photos: listing.photos.map(({ key, url }) => ({ key, url })),
    country: listing.country,
    province: listing.province ?? '',
    city: listing.city ?? '',
  };
}

/** Rules the schema applies only once every field is valid; here they join the first round of messages. */
function crossFieldErrors(values: ListingFormInput, needsAgent: boolean): FieldErrors<ListingFormInput> {
  const errors: FieldErrors<ListingFormInput> = {};
  // The update schema is partial: given these two fields only, it runs just the domain's rent rule.
  const price = updateListingBody.safeParse({ sellOrRent: values.sellOrRent, defaultPriceFreq: values.defaultPriceFreq ?? null });
  const freqIssue = price.success ? undefined : price.error.issues.find((i) => i.path[0] === 'defaultPriceFreq');
  if (freqIssue) errors.defaultPriceFreq = { type: 'custom', message: freqIssue.message };
  if (needsAgent && !values.employeeId) errors.employeeId = { type: 'required', message: MESSAGES.required('Listing agent') };
  return errors;
}

/** createListingBody, plus: a rent needs its price frequency, and an office admin names the listing agent. */
export function listingResolver(needsAgent: boolean): Resolver<ListingFormInput, unknown, ListingFormOutput> {
  const schema = zodResolver(createListingBody);
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    const extra = crossFieldErrors(values, needsAgent);
    if (Object.keys(extra).length === 0) return result;
    return { values: {}, errors: { ...extra, ...result.errors } };
  };
}

/** The id of the input to focus for the first invalid field; rows point into their row. */
export function firstInvalidFieldId(errors: FieldErrors<ListingFormInput>): string | undefined {
  const field = LISTING_FIELD_ORDER.find((name) => errors[name] !== undefined);
  if (field === 'facilities' || field === 'videoUrl') {
    const rows = errors[field] as Record<string, unknown> | undefined;
    const index = Object.keys(rows ?? {}).find((k) => /^\d+$/.test(k));
    if (index === undefined) return field;
    if (field === 'videoUrl') return `videoUrl.${index}`;
    const row = (rows?.[index] ?? {}) as Record<string, unknown>;
    return `facilities.${index}.${row.facilityName ? 'facilityName' : 'total'}`;
  }
  return field;
}

/** The price fields travel together, so the server applies its rent rule to a consistent set. */
const PRICE_GROUP: readonly ListingField[] = ['sellOrRent', 'price', 'defaultPriceFreq', 'additionalPriceFreq'];

/** The PATCH body: only what changed since the form was filled (the price fields as a group). */
export function changedBody(values: ListingFormOutput, initial: ListingFormDefaults): UpdateListingBody {
  const same = (key: ListingField) => JSON.stringify(values[key] ?? null) === JSON.stringify(initial[key] ?? null);
  const changed = new Set(LISTING_FIELD_ORDER.filter((key) => key in values && !same(key)));
  if (PRICE_GROUP.some((key) => changed.has(key))) PRICE_GROUP.forEach((key) => changed.add(key));
  const body: Partial<CreateListingBody> = {};
  for (const key of changed) Object.assign(body, { [key]: values[key] });
  return body;
}
