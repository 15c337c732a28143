import type { FieldPath } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { Listing } from '../../../../domain/entities/listing';
import { errorMessage } from '../../../../domain/errors';
import { useCreateListing } from '../../../api/listings/create-listing';
import { useUpdateListing } from '../../../api/listings/update-listing';
import { scrollToField } from '../../../ui/focus-first-invalid';
import { serverFieldErrors } from '../../../ui/server-errors';
import { showToast } from '../../../ui/toast';
import {
  changedBody,
  formFieldOf,
  LISTING_FIELD_ORDER,
  type ListingFormApi,
  type ListingFormDefaults,
  type ListingFormInput,
  type ListingFormOutput,
} from './listing-form';

/** Our wording: the spec gives no success text for listings. */
export const LISTING_CREATED = 'Listing created successfully';
export const LISTING_UPDATED = 'Listing updated successfully';

export const listingInformationPath = (listingId: string) => `/listing/${encodeURIComponent(listingId)}/information`;

const orderOf = (key: string) => LISTING_FIELD_ORDER.indexOf(formFieldOf(key) ?? 'title');

/**
 * Create (POST) or save the changes (PATCH); on success a toast and the
 * listing's information tab; a 400 with `fields` puts each message at its
 * field and focuses the first, anything else is a toast.
 */
export function useListingSubmit(form: ListingFormApi, listing: Listing | undefined, initial: ListingFormDefaults) {
  const [, navigate] = useLocation();
  const create = useCreateListing();
  const update = useUpdateListing();

  const succeeded = (message: string) => (saved: Listing) => {
    showToast({ severity: 'success', summary: message });
    navigate(listingInformationPath(saved.listingId));
  };

  const failed = (error: unknown) => {
    const fields = serverFieldErrors(error);
    const keys = Object.keys(fields)
      .filter((key) => formFieldOf(key) !== undefined)
      .sort((a, b) => orderOf(a) - orderOf(b));
    keys.forEach((key) => form.setError(key as FieldPath<ListingFormInput>, { type: 'server', message: fields[key] }));
    const first = keys.find((key) => document.getElementById(key) || document.getElementById(formFieldOf(key) ?? ''));
    if (first) {
      if (!scrollToField(first)) scrollToField(formFieldOf(first) ?? first);
      return;
    }
    showToast({ severity: 'error', summary: errorMessage(error) });
  };

  const submit = (values: ListingFormOutput) => {
    if (listing) {
      update.mutate({ listingId: listing.listingId, body: changedBody(values, initial) }, { onSuccess: succeeded(LISTING_UPDATED), onError: failed });
    } else {
      create.mutate(values, { onSuccess: succeeded(LISTING_CREATED), onError: failed });
    }
  };

  return { submit, isSaving: create.isPending || update.isPending };
}
