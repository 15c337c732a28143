import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import {
  CLOSABLE_LISTING_STATUSES,
  CLOSING_MESSAGES,
  closingPrefix,
  closingRecordRefusal,
  createClosingBody,
  todayInJakarta,
  type CreateClosingInput,
} from '../../../domain/closing';
import { computeClosingFees, DEFAULT_FEE_RATES, feeRatesOf, type FeeRates } from '../../../domain/closing-fees';
import { useMasterFees } from '../../api/teams/get-master-fees';
import { formatPrice } from '../../../domain/format';
import { isHqUser } from '../../../domain/roles';
import { BASIS, percentToBp } from '../../../domain/money';
import { useCreateClosing } from '../../api/closings/closings';
import { useListings } from '../../api/listings/get-listings';
import { AgentPicker, type AgentChoice } from '../../ui/AgentPicker';
import { Field } from '../../ui/Field';
import { fieldAria } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { OfficePicker } from '../../ui/OfficePicker';
import { SearchBox } from '../../ui/SearchBox';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { useClosingCaller } from './use-closing-caller';

/** The form's fields in screen order: a refusal scrolls to the first. */
const FIELDS = ['listingId', 'closingDate', 'finalPrice', 'commissionPercent', 'buyerName', 'buyerPhone', 'buyerEmail', 'listingSide', 'sellingSide', 'note'] as const;


/** The number typed; undefined while empty (the schema then says the field is required). */
const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : String(value ?? '').trim() === '' ? undefined : Number(value));

/** The figures before member fees (the server adds those), or null while the form cannot be computed. */
function previewOf(values: Partial<CreateClosingInput>, rates: FeeRates): { commission: number; owedToHq: number } | null {
  const sellingBp = values.sellingSide ? percentToBp(values.sellingSide.sharePercent ?? 0) : 0;
  const side = (name: 'listing' | 'selling', shareBp: number, officeSharePercent: unknown) => ({
    side: name,
    officeId: name,
    isOfficePkp: false,
    shareBp,
    officeShareBp: percentToBp(Number(officeSharePercent ?? 0)),
    agents: [{ employeeId: name, shareBp: BASIS, memberFeeBp: 0 }],
  });
  try {
    const fees = computeClosingFees({
      finalPrice: Math.round(Number(values.finalPrice ?? 0)),
      commissionBp: percentToBp(Number(values.commissionPercent ?? 0)),
      sides: [side('listing', BASIS - sellingBp, values.listingSide?.officeSharePercent), ...(values.sellingSide ? [side('selling', sellingBp, values.sellingSide.officeSharePercent)] : [])],
      rates,
    });
    return { commission: fees.commission, owedToHq: fees.sides.reduce((a, s) => a + s.owedToHq, 0) };
  } catch {
    return null;
  }
}

function Preview({ values }: { values: Partial<CreateClosingInput> }) {
  // The fee master's rates in force (the server computes with the same); §9's until they arrive.
  const masterFees = useMasterFees();
  const figures = previewOf(values, masterFees.data ? feeRatesOf(masterFees.data) : DEFAULT_FEE_RATES);
  if (!figures) return null;
  return (
    <p role="status" aria-label="Closing preview" style={{ margin: 0 }}>
      Commission <strong>{formatPrice(figures.commission)}</strong> · owed to HQ <strong>{formatPrice(figures.owedToHq)}</strong> (before member fees)
    </p>
  );
}

/** /closing/create: record a closing of a listing the caller may close (an agent their own, finance their offices', HQ any). */
export default function ClosingFormPage() {
  const caller = useClosingCaller();
  const prefix = closingPrefix(caller);
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const listings = useListings(isHqUser(caller.roles), { limit: 100, offset: 0, search, sort: 'updatedAt:DESC', filterStatus: [...CLOSABLE_LISTING_STATUSES] });
  const closable = useMemo(() => (listings.data?.results ?? []).filter((l) => closingRecordRefusal(caller, l) === null), [listings.data, caller]);
  const create = useCreateClosing(prefix);
  const [sellingAgent, setSellingAgent] = useState<AgentChoice | null>(null);
  const form = useForm<CreateClosingInput>({
    resolver: zodResolver(createClosingBody) as unknown as Resolver<CreateClosingInput>,
    defaultValues: { listingId: '', closingDate: todayInJakarta(new Date()), commissionPercent: 2.5, buyerName: '', listingSide: { officeSharePercent: 40, agents: [] }, sellingSide: null },
  });
  const values = useWatch({ control: form.control }) as Partial<CreateClosingInput>;
  const errors = form.formState.errors;
  const listing = closable.find((l) => l.listingId === values.listingId);
  const isCoBroke = values.sellingSide !== null && values.sellingSide !== undefined;

  const chooseListing = (listingId: string) => {
    const chosen = closable.find((l) => l.listingId === listingId);
    form.setValue('listingId', listingId);
    if (!chosen) return;
    form.setValue('finalPrice', Math.round(Number(chosen.price)));
    form.setValue('commissionPercent', chosen.sellOrRent === 'rent' ? 5 : 2.5);
    form.setValue('listingSide.agents', [{ employeeId: chosen.employeeId, sharePercent: 100 }]);
  };

  const submit = form.handleSubmit(
    (body) =>
      create.mutateAsync(body).then(
        (created) => {
          showToast({ severity: 'success', summary: CLOSING_MESSAGES.created(created.closingCode) });
          navigate(`/closing/${created.closingId}`);
        },
        (failure: unknown) => applyServerErrors(failure, form, { fields: FIELDS, idOf: (path) => `closing-${path.split('.')[0]}` }),
      ),
    (invalid) => {
      const first = FIELDS.find((f) => f in invalid);
      if (first) scrollToField(`closing-${first}`);
    },
  );
  const errorOf = (path: string): string | undefined => {
    const parts = path.split('.');
    let node: unknown = errors;
    for (const p of parts) node = (node as Record<string, unknown> | undefined)?.[p];
    const found = node as { message?: string; root?: { message?: string } } | undefined;
    return found?.message ?? found?.root?.message;
  };

  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">Record Closing</h1>
        <Link href="/closing">Back to Data Closing</Link>
      </div>
      <form noValidate aria-label="Record closing" onSubmit={(event) => void submit(event)} className="card" style={{ display: 'grid', gap: '1rem' }}>
        <div className="form-grid">
          <Field htmlFor="closing-listingId" label="Listing" error={errorOf('listingId')} isFullWidth hint={listings.isPending ? 'Loading your listings…' : `${closable.length} listings you may close`}>
            <div style={{ display: 'grid', gap: '0.5rem' }}>
              <SearchBox label="Search listings to close" value={search} onSearch={setSearch} />
              <select id="closing-listingId" className="p-inputtext" value={values.listingId} onChange={(e) => chooseListing(e.target.value)} {...fieldAria('closing-listingId', errorOf('listingId'))}>
                <option value="">Choose a listing</option>
                {closable.map((l) => (
                  <option key={l.listingId} value={l.listingId}>
                    {l.listingCode} · {l.title} · {formatPrice(Number(l.price))}
                  </option>
                ))}
              </select>
            </div>
          </Field>
          <Field htmlFor="closing-closingDate" label="Closing Date" error={errorOf('closingDate')}>
            <input id="closing-closingDate" type="date" className="p-inputtext" max={todayInJakarta(new Date())} {...form.register('closingDate')} {...fieldAria('closing-closingDate', errorOf('closingDate'))} />
          </Field>
          <Field htmlFor="closing-finalPrice" label="Final Price (Rp)" error={errorOf('finalPrice')}>
            <input id="closing-finalPrice" type="number" inputMode="numeric" min={1} step={1} className="p-inputtext" {...form.register('finalPrice', { setValueAs: numberOrUndefined })} {...fieldAria('closing-finalPrice', errorOf('finalPrice'))} />
          </Field>
          <Field htmlFor="closing-commissionPercent" label="Commission (%)" error={errorOf('commissionPercent')}>
            <input id="closing-commissionPercent" type="number" step={0.01} min={0.01} max={100} className="p-inputtext" {...form.register('commissionPercent', { setValueAs: numberOrUndefined })} {...fieldAria('closing-commissionPercent', errorOf('commissionPercent'))} />
          </Field>
          <Field htmlFor="closing-buyerName" label="Buyer or Tenant" error={errorOf('buyerName')}>
            <input id="closing-buyerName" className="p-inputtext" maxLength={120} {...form.register('buyerName')} {...fieldAria('closing-buyerName', errorOf('buyerName'))} />
          </Field>
          <Field htmlFor="closing-buyerPhone" label="Buyer Phone (optional)" error={errorOf('buyerPhone')}>
            <input id="closing-buyerPhone" className="p-inputtext" maxLength={30} {...form.register('buyerPhone')} {...fieldAria('closing-buyerPhone', errorOf('buyerPhone'))} />
          </Field>
          <Field htmlFor="closing-buyerEmail" label="Buyer Email (optional)" error={errorOf('buyerEmail')}>
            <input id="closing-buyerEmail" type="email" className="p-inputtext" maxLength={200} {...form.register('buyerEmail')} {...fieldAria('closing-buyerEmail', errorOf('buyerEmail'))} />
          </Field>
          <Field htmlFor="closing-listingSide" label="Listing Office's Share of the Net (%)" error={errorOf('listingSide.officeSharePercent') ?? errorOf('listingSide.agents')} hint={listing ? `${listing.user?.nickName ?? 'The listing agent'} takes the agents' part` : undefined}>
            <input id="closing-listingSide" type="number" step={0.01} min={0} max={100} className="p-inputtext" {...form.register('listingSide.officeSharePercent', { setValueAs: numberOrUndefined })} {...fieldAria('closing-listingSide', errorOf('listingSide.officeSharePercent'))} />
          </Field>
        </div>
        <fieldset style={{ border: '1px solid #e5e7eb', borderRadius: 6, padding: '0.75rem 1rem' }}>
          <legend>Co-broke</legend>
          <label style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
            <input
              type="checkbox"
              checked={isCoBroke}
              onChange={(e) => {
                setSellingAgent(null);
                form.setValue('sellingSide', e.target.checked ? { officeId: '', sharePercent: 50, officeSharePercent: 40, agents: [] } : null);
              }}
            />
            Another office brought the buyer or tenant
          </label>
          {isCoBroke && (
            <div className="form-grid" style={{ marginTop: '0.75rem' }} id="closing-sellingSide">
              <OfficePicker id="closing-sellingSide-office" label="Selling Office" placeholder="Search office" value={values.sellingSide?.officeId ?? ''} error={errorOf('sellingSide.officeId')} onChange={(officeId) => form.setValue('sellingSide.officeId', officeId)} />
              <AgentPicker
                id="closing-sellingSide-agent"
                label="Selling Agent"
                officeId={values.sellingSide?.officeId || null}
                value={sellingAgent}
                error={errorOf('sellingSide.agents')}
                onChange={(agent) => {
                  setSellingAgent(agent);
                  form.setValue('sellingSide.agents', agent ? [{ employeeId: agent.employeeId, sharePercent: 100 }] : []);
                }}
              />
              <Field htmlFor="closing-sellingSide-share" label="Selling Side's Share of the Commission (%)" error={errorOf('sellingSide.sharePercent')}>
                <input id="closing-sellingSide-share" type="number" step={0.01} min={0.01} max={99.99} className="p-inputtext" {...form.register('sellingSide.sharePercent', { setValueAs: numberOrUndefined })} />
              </Field>
              <Field htmlFor="closing-sellingSide-officeShare" label="Selling Office's Share of the Net (%)" error={errorOf('sellingSide.officeSharePercent')}>
                <input id="closing-sellingSide-officeShare" type="number" step={0.01} min={0} max={100} className="p-inputtext" {...form.register('sellingSide.officeSharePercent', { setValueAs: numberOrUndefined })} />
              </Field>
            </div>
          )}
        </fieldset>
        <Field htmlFor="closing-note" label="Note (optional)" error={errorOf('note')} isFullWidth>
          <textarea id="closing-note" className="p-inputtext" rows={3} maxLength={1000} {...form.register('note')} />
        </Field>
        {listing && <Preview values={values} />}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Link href="/closing" className="p-button p-button-outlined">
            Cancel
          </Link>
          <Button type="submit" label="Record Closing" loading={create.isPending} />
        </div>
      </form>
    </div>
  );
}
