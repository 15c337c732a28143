import type { Employee } from '../../../../domain/entities/employee';
import { LISTING_TYPES, SELL_OR_RENT, type ListingStatus } from '../../../../domain/entities/listing';
import type { ListingOptions, Lookup } from '../../../../domain/entities/reference';
import { LISTING_STATUS_LABELS, LISTING_TYPE_LABELS, SELL_OR_RENT_LABELS } from '../../../../domain/listing';
import { TextField } from '../../../ui/TextField';
import { choicesOf, emptyToNull, RadioField, SelectField, type Choice } from './fields';
import type { ListingFormApi } from './listing-form';

const lookupChoices = (items: readonly Lookup[]): Choice[] => items.map((i) => ({ value: i.lookupId, label: i.name }));

const agentName = (e: Employee) => e.user?.nickName || e.user?.name || e.employeeCode || e.employeeId;

export interface AgentChoices {
  agents: readonly Employee[];
  isLoading: boolean;
}

interface BasicInfoSectionProps {
  form: ListingFormApi;
  options: ListingOptions;
  /** The statuses the user may save (listingStatusChoices): the server refuses any other. */
  statuses: readonly ListingStatus[];
  /** Given when an office admin lists: they pick the listing agent among their office's agents. */
  agentChoices?: AgentChoices;
  onSellOrRentChange: (value: string) => void;
}

/** Title, sale or rent, type, status, the master-data selects and (for an office admin) the listing agent. */
export function BasicInfoSection({ form, options, statuses, agentChoices, onSellOrRentChange }: BasicInfoSectionProps) {
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <section className="card form-section">
      <h2 className="card-title">Basic Information</h2>
      <div className="form-grid">
        <TextField id="title" label="Title" aria-required="true" isFullWidth error={errors.title?.message} registration={register('title')} />
        <RadioField form={form} name="sellOrRent" legend="Sell or rent" choices={choicesOf(SELL_OR_RENT_LABELS, SELL_OR_RENT)} onChange={onSellOrRentChange} />
        <RadioField form={form} name="listingType" legend="Listing type" choices={choicesOf(LISTING_TYPE_LABELS, LISTING_TYPES)} />
        <SelectField
          id="status"
          label="Status"
          placeholder="Keep current status"
          error={errors.status?.message}
          registration={register('status', { setValueAs: (v: unknown) => (v === '' ? undefined : v) })}
          choices={choicesOf(LISTING_STATUS_LABELS, statuses)}
        />
        <SelectField
          id="listingPartId"
          label="Listing part"
          aria-required="true"
          error={errors.listingPartId?.message}
          registration={register('listingPartId')}
          choices={lookupChoices(options.parts)}
        />
        <SelectField
          id="listingPropertyTypeId"
          label="Property type"
          aria-required="true"
          error={errors.listingPropertyTypeId?.message}
          registration={register('listingPropertyTypeId')}
          choices={lookupChoices(options.propertyTypes)}
        />
        <SelectField
          id="listingCertificateTypeId"
          label="Certificate type"
          placeholder="None"
          error={errors.listingCertificateTypeId?.message}
          registration={register('listingCertificateTypeId', { setValueAs: emptyToNull })}
          choices={lookupChoices(options.certificateTypes)}
        />
        {agentChoices && (
          <SelectField
            id="employeeId"
            label="Listing agent"
            aria-required="true"
            placeholder={agentChoices.isLoading ? 'Loading agents…' : 'Select the listing agent'}
            disabled={agentChoices.isLoading}
            error={errors.employeeId?.message}
            registration={register('employeeId', { setValueAs: (v: unknown) => (v === '' ? undefined : v) })}
            choices={agentChoices.agents.map((a) => ({ value: a.employeeId, label: agentName(a) }))}
          />
        )}
      </div>
    </section>
  );
}
