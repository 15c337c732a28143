import { Button } from 'primereact/button';
import { useMemo } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { useLocation } from 'wouter';
import type { Listing } from '../../../../domain/entities/listing';
import type { ListingOptions } from '../../../../domain/entities/reference';
import { listingStatusChoices, type ListingActor } from '../../../../domain/listing';
import { useOfficeAgents } from '../../../api/employees/get-employees';
import { scrollToField } from '../../../ui/focus-first-invalid';
import { BasicInfoSection } from './BasicInfoSection';
import { DescriptionSection } from './DescriptionSection';
import { FacilitiesSection } from './FacilitiesSection';
import { listingDefaults, listingResolver, firstInvalidFieldId, type ListingFormInput, type ListingFormOutput } from './listing-form';
import { LocationSection } from './LocationSection';
import { PhotosSection } from './PhotosSection';
import { PriceSection } from './PriceSection';
import { SpecificationsSection } from './SpecificationsSection';
import { listingInformationPath, useListingSubmit } from './use-listing-submit';
import { confirmLeave, useUnsavedChangesPrompt } from './use-unsaved-changes';
import { VideosSection } from './VideosSection';

interface ListingFormProps {
  /** The listing being edited; none when creating. */
  listing?: Listing;
  options: ListingOptions;
  /** The office whose agents an office admin picks the listing agent from; null when the user lists for themself. */
  agentOfficeId: string | null;
  /** Who the user is to this listing (or to the one they create): it decides the statuses offered. */
  actor: ListingActor | null;
}

/** The listing form of create and edit: eight sections, one submit, validated by the server's own schema. */
export function ListingForm({ listing, options, agentOfficeId, actor }: ListingFormProps) {
  const [, navigate] = useLocation();
  const needsAgent = !listing && agentOfficeId !== null;
  const statuses = useMemo(() => listingStatusChoices(actor, listing?.status ?? null), [actor, listing]);
  const initial = useMemo(() => listingDefaults(listing), [listing]);
  const resolver = useMemo(() => listingResolver(needsAgent), [needsAgent]);
  const form = useForm<ListingFormInput, unknown, ListingFormOutput>({ resolver, defaultValues: initial, shouldFocusError: false });
  const agents = useOfficeAgents(needsAgent ? agentOfficeId : null);
  const { submit, isSaving } = useListingSubmit(form, listing, initial);
  const { isDirty } = form.formState;
  useUnsavedChangesPrompt(isDirty && !isSaving);

  // §8: a refused submit scrolls to the first invalid field's label and focuses the field.
  const onInvalid = (errors: FieldErrors<ListingFormInput>) => {
    const fieldId = firstInvalidFieldId(errors);
    if (fieldId) scrollToField(fieldId);
  };

  // A sale has no price frequency: switching to sell clears what a rent had chosen.
  const onSellOrRentChange = (value: string) => {
    if (value !== 'sell') return;
    form.setValue('defaultPriceFreq', null, { shouldDirty: true });
    form.setValue('additionalPriceFreq', null, { shouldDirty: true });
  };

  const cancel = () => {
    if (isDirty && !confirmLeave()) return;
    navigate(listing ? listingInformationPath(listing.listingId) : '/listing');
  };

  return (
    <form noValidate className="form listing-form" onSubmit={(event) => void form.handleSubmit(submit, onInvalid)(event)}>
      <BasicInfoSection
        form={form}
        options={options}
        statuses={statuses}
        agentChoices={needsAgent ? { agents: agents.data ?? [], isLoading: agents.isPending } : undefined}
        onSellOrRentChange={onSellOrRentChange}
      />
      <DescriptionSection form={form} />
      <PriceSection form={form} />
      <SpecificationsSection form={form} />
      <FacilitiesSection form={form} />
      <VideosSection form={form} />
      <PhotosSection form={form} />
      <LocationSection form={form} />
      <div className="form-actions">
        <Button type="button" label="Cancel" outlined severity="secondary" onClick={cancel} />
        <Button type="submit" label={listing ? 'Update' : 'Create'} loading={isSaving} />
      </div>
    </form>
  );
}
