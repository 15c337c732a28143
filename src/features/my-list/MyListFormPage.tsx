import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation, useParams } from 'wouter';
import { createMyListBody, MY_LIST_LIMITS, MY_LIST_MESSAGES, type MyList, type MyListInput } from '../../../domain/my-list';
import { useCreateMyList, useMyList, useUpdateMyList } from '../../api/my-lists/my-lists';
import { Field } from '../../ui/Field';
import { FieldError, fieldAria } from '../../ui/FieldError';
import { scrollToField } from '../../ui/focus-first-invalid';
import { isNotFound, NotFoundState, QueryError, QueryPending } from '../../ui/QueryState';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { ListingPicker, type PickedListing } from '../../ui/ListingPicker';
import { useMyListCaller } from './use-my-list-caller';

const FIELDS = ['name', 'clientName', 'note', 'listingIds'] as const;
const PICKER_ID = 'my-list-listing-picker';
/** A chosen listing's row, by position: where a message about it is read and focused. */
const itemId = (index: number) => `my-list-item-${index}`;
const idOf = (path: string) => {
  const [field, index] = path.split('.');
  if (field === 'listingIds') return index === undefined ? PICKER_ID : itemId(Number(index));
  return `my-list-${field}`;
};

const move = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

function ChosenListings({ ids, labels, errors, onChange }: { ids: readonly string[]; labels: Readonly<Record<string, PickedListing>>; errors: Readonly<Record<number, string | undefined>>; onChange: (ids: string[], focusId?: string) => void }) {
  if (ids.length === 0) return <p>No listing yet: search one above to add it.</p>;
  return (
    <ol aria-label="Listings on the list" style={{ display: 'grid', gap: '0.5rem', paddingLeft: '1.5rem' }}>
      {ids.map((listingId, index) => {
        const l = labels[listingId];
        const name = l ? l.title : 'Listing no longer available';
        const error = errors[index];
        return (
          <li key={listingId}>
            <div id={itemId(index)} tabIndex={-1} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }} aria-describedby={error ? `${itemId(index)}-error` : undefined}>
              <span style={{ flex: '1 1 16rem' }}>
                {name}
                {l && <span className="text-muted" style={{ whiteSpace: 'nowrap' }}> ({l.listingCode})</span>}
              </span>
              <Button type="button" icon="pi pi-arrow-up" text aria-label={`Move ${name} up`} disabled={index === 0} id={`${itemId(index)}-up`} onClick={() => onChange(move(ids, index, index - 1), `${itemId(index - 1)}-up`)} />
              <Button
                type="button"
                icon="pi pi-arrow-down"
                text
                aria-label={`Move ${name} down`}
                disabled={index === ids.length - 1}
                id={`${itemId(index)}-down`}
                onClick={() => onChange(move(ids, index, index + 1), `${itemId(index + 1)}-down`)}
              />
              <Button type="button" icon="pi pi-times" text severity="danger" aria-label={`Remove ${name}`} onClick={() => onChange(ids.filter((id) => id !== listingId), PICKER_ID)} />
            </div>
            <FieldError id={`${itemId(index)}-error`} message={error} />
          </li>
        );
      })}
    </ol>
  );
}

/** The form of /my-list/create and /my-list/{myListId}/edit: name, client, note, the listings in their order. */
function MyListForm({ initial }: { initial?: MyList }) {
  const [, navigate] = useLocation();
  const caller = useMyListCaller();
  const create = useCreateMyList();
  const update = useUpdateMyList(initial?.myListId ?? '');
  const [labels, setLabels] = useState<Record<string, PickedListing>>(() =>
    Object.fromEntries((initial?.items ?? []).flatMap((i) => (i.listing ? [[i.listingId, { listingId: i.listingId, title: i.listing.title, listingCode: i.listing.listingCode }]] : []))),
  );
  const form = useForm<MyListInput>({
    resolver: zodResolver(createMyListBody) as unknown as Resolver<MyListInput>,
    defaultValues: { name: initial?.name ?? '', clientName: initial?.clientName ?? '', note: initial?.note ?? '', listingIds: initial?.items?.map((i) => i.listingId) ?? [] },
  });
  const errors = form.formState.errors;
  // The order on screen is this state; the form's value follows it (a field without an input of its own).
  const [ids, setIdsState] = useState<string[]>(() => initial?.items?.map((i) => i.listingId) ?? []);
  const itemErrors = Object.fromEntries(ids.map((_, i) => [i, (errors.listingIds as Record<number, { message?: string } | undefined> | undefined)?.[i]?.message]));
  const setIds = (next: string[], focusId?: string) => {
    setIdsState(next);
    form.setValue('listingIds', next, { shouldValidate: form.formState.isSubmitted });
    if (focusId) requestAnimationFrame(() => document.getElementById(focusId)?.focus());
  };
  const isPending = create.isPending || update.isPending;

  const submit = form.handleSubmit(
    async (body) => {
      try {
        const saved = initial ? await update.mutateAsync(body) : await create.mutateAsync(body);
        showToast({ severity: 'success', summary: initial ? MY_LIST_MESSAGES.updated : MY_LIST_MESSAGES.created(saved.name) });
        navigate(`/my-list/${saved.myListId}`);
      } catch (failure) {
        applyServerErrors(failure, form, { fields: FIELDS, idOf });
      }
    },
    (invalid) => {
      const first = FIELDS.find((f) => f in invalid);
      if (!first) return;
      const index = first === 'listingIds' && Array.isArray(invalid.listingIds) ? invalid.listingIds.findIndex(Boolean) : -1;
      scrollToField(index >= 0 ? itemId(index) : idOf(first));
    },
  );

  return (
    <form noValidate aria-label={initial ? 'Edit list' : 'Create list'} className="card" onSubmit={(event) => void submit(event)} style={{ display: 'grid', gap: '0.75rem', maxWidth: 760 }}>
      <Field htmlFor={idOf('name')} label="Name" error={errors.name?.message}>
        <input id={idOf('name')} className="p-inputtext" maxLength={MY_LIST_LIMITS.name} {...form.register('name')} {...fieldAria(idOf('name'), errors.name?.message)} />
      </Field>
      <Field htmlFor={idOf('clientName')} label="Client Name (optional)" error={errors.clientName?.message}>
        <input id={idOf('clientName')} className="p-inputtext" maxLength={MY_LIST_LIMITS.clientName} {...form.register('clientName')} {...fieldAria(idOf('clientName'), errors.clientName?.message)} />
      </Field>
      <Field htmlFor={idOf('note')} label="Note (optional, only you see it)" error={errors.note?.message}>
        <textarea id={idOf('note')} className="p-inputtextarea p-inputtext" rows={3} maxLength={MY_LIST_LIMITS.note} {...form.register('note')} {...fieldAria(idOf('note'), errors.note?.message)} />
      </Field>
      <Field htmlFor={PICKER_ID} label={`Listings (${ids.length} of at most ${MY_LIST_LIMITS.maxListings})`} error={(errors.listingIds as { message?: string } | undefined)?.message}>
        <ListingPicker
          id={PICKER_ID}
          isHQ={caller.isHQ}
          chosen={ids}
          error={(errors.listingIds as { message?: string } | undefined)?.message}
          onPick={(picked) => {
            setLabels((all) => ({ ...all, [picked.listingId]: picked }));
            if (!ids.includes(picked.listingId)) setIds([...ids, picked.listingId]);
          }}
        />
      </Field>
      <ChosenListings ids={ids} labels={labels} errors={itemErrors} onChange={setIds} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
        <Link href={initial ? `/my-list/${initial.myListId}` : '/my-list'} className="p-button p-button-outlined">
          Cancel
        </Link>
        <Button type="submit" label={initial ? 'Save List' : 'Create List'} loading={isPending} />
      </div>
    </form>
  );
}

function EditMyList({ myListId }: { myListId: string }) {
  const query = useMyList(myListId);
  if (query.isPending) return <QueryPending label="Loading list" />;
  if (query.isError && isNotFound(query.error)) return <NotFoundState message={MY_LIST_MESSAGES.notFound} backHref="/my-list" backLabel="Back to My List" />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  return <MyListForm initial={query.data} />;
}

/** /my-list/create and /my-list/{myListId}/edit. */
export default function MyListFormPage() {
  const { myListId } = useParams<{ myListId?: string }>();
  return (
    <div className="page">
      <div className="page-header">
        <h1 className="page-title">{myListId ? 'Edit List' : 'Create List'}</h1>
        <Link href={myListId ? `/my-list/${myListId}` : '/my-list'}>{myListId ? 'Back to List' : 'Back to My List'}</Link>
      </div>
      {myListId ? <EditMyList myListId={myListId} /> : <MyListForm />}
    </div>
  );
}
