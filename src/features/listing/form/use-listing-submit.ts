import { useLocation } from 'wouter';
import type { Listing } from '../../../../domain/entities/listing';
import { useCreateListing } from '../../../api/listings/create-listing';
import { useUpdateListing } from '../../../api/listings/update-listing';
import { applyServerErrors } from '../../../ui/server-errors';
import { showToast } from '../../../ui/toast';
import {
  changedBody,
  LISTING_FIELD_ORDER,
  type ListingFormApi,
  type ListingFormDefaults,
  type ListingFormOutput,
} from './listing-form';

/** Our wording: the spec gives no success text for listings. */
export const LISTING_CREATED = 'Listing created successfully';
export const LISTING_UPDATED = 'Listing updated successfully';

export const listingInformationPath = (listingId: string) => `/listing/${encodeURIComponent(listingId)}/information`;

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

  // A key under a field ('facilities.0.total') gets its message there; the field's own input takes the focus when the row's has none.
  const failed = (error: unknown) => applyServerErrors(error, form, { fields: LISTING_FIELD_ORDER });

  const submit = (values: ListingFormOutput) => {
    if (listing) {
      update.mutate({ listingId: listing.listingId, body: changedBody(values, initial) }, { onSuccess: succeeded(LISTING_UPDATED), onError: failed });
    } else {
      create.mutate(values, { onSuccess: succeeded(LISTING_CREATED), onError: failed });
    }
  };

  return { submit, isSaving: create.isPending || update.isPending };
}
