/**
 * applyServerErrors (src/ui/server-errors.ts): the one path from a refused
 * request to a form (§8), on a real react-hook-form form as a user sees it —
 * the message under its field, the focus in the first refused one, and what
 * no field shows in a toast.
 */
import { act, render, screen } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { ApiError } from '../../../src/api/http';
import { applyServerErrors, messagesByPath, oneMessage, serverFieldErrors, type ServerErrorOptions } from '../../../src/ui/server-errors';
import { subscribeToasts, type ToastMessage } from '../../../src/ui/toast';

interface Values {
  title: string;
  city: string;
  facilities: { total: string }[];
}
type Field = 'title' | 'city' | 'facilities';
const FIELDS: readonly Field[] = ['title', 'city', 'facilities'];

const refusal = (fields: Record<string, unknown>, message = 'Invalid listing') => new ApiError('Bad Request', 400, { code: 'err_validation', message, fields });

let form: UseFormReturn<Values> | null = null;

function TestForm() {
  const f = useForm<Values>({ defaultValues: { title: '', city: '', facilities: [{ total: '' }] } });
  form = f;
  const { errors } = f.formState;
  const input = (id: string, label: string, message: string | undefined, name: 'title' | 'city' | 'facilities.0.total') => (
    <div>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...f.register(name)} aria-describedby={message ? `${id}-error` : undefined} />
      {message && <span id={`${id}-error`}>{message}</span>}
    </div>
  );
  return (
    <form>
      {input('title', 'Title', errors.title?.message, 'title')}
      {input('city', 'City', errors.city?.message, 'city')}
      {input('facilities.0.total', 'Total', errors.facilities?.[0]?.total?.message, 'facilities.0.total')}
    </form>
  );
}

function renderForm(): UseFormReturn<Values> {
  render(<TestForm />);
  if (!form) throw new Error('the form did not render');
  return form;
}

function apply(error: unknown, options: Partial<ServerErrorOptions<Field>> = {}): string | null {
  const target = form;
  if (!target) throw new Error('no form');
  let rest: string | null = null;
  act(() => {
    rest = applyServerErrors(error, target, { fields: FIELDS, ...options });
  });
  return rest;
}

function recordToasts(): ToastMessage[] {
  const toasts: ToastMessage[] = [];
  const stop = subscribeToasts((t) => toasts.push(t));
  afterEachStops.push(stop);
  return toasts;
}
const afterEachStops: (() => void)[] = [];
afterEach(() => {
  afterEachStops.splice(0).forEach((stop) => stop());
  form = null;
});

describe('applyServerErrors', () => {
  it('puts each message at its field and focuses the first one in screen order, not in the answer’s order', () => {
    renderForm();
    const toasts = recordToasts();
    const rest = apply(refusal({ city: 'City is not in the geodata.', title: 'Title is already used.' }));
    expect(rest).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is already used.');
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription('City is not in the geodata.');
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(toasts).toEqual([]);
  });

  it('puts a key under a field (a row of a list) at that row, ordered by its field', () => {
    renderForm();
    apply(refusal({ 'facilities.0.total': 'Total must be a number.', city: 'City is not in the geodata.' }));
    expect(screen.getByLabelText('Total')).toHaveAccessibleDescription('Total must be a number.');
    expect(screen.getByLabelText('City')).toHaveFocus();
  });

  it('maps server keys the form names otherwise', () => {
    renderForm();
    apply(refusal({ listingTitle: 'Title is already used.' }), { fieldMap: { listingTitle: 'title' } });
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is already used.');
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });

  it('focuses through `focus` when given (a field on another step) instead of scrolling', () => {
    renderForm();
    const focus = vi.fn();
    apply(refusal({ city: 'City is not in the geodata.', title: 'Title is already used.' }), { focus });
    expect(focus).toHaveBeenCalledExactlyOnceWith('title');
    expect(screen.getByLabelText('Title')).not.toHaveFocus();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Title is already used.');
  });

  it('finds the input by `idOf` when its id is not the field path', () => {
    render(
      <div>
        <label htmlFor="dialog-name">Name</label>
        <input id="dialog-name" />
      </div>,
    );
    const setMessage = vi.fn();
    const rest = applyServerErrors(refusal({ tagName: 'Tag name is already used.' }), oneMessage(setMessage), {
      fields: ['name'],
      fieldMap: { tagName: 'name' },
      idOf: () => 'dialog-name',
    });
    expect(rest).toBeNull();
    expect(setMessage).toHaveBeenCalledExactlyOnceWith('Tag name is already used.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('a refusal naming none of the form’s fields goes to a toast with the §8 message, and is answered', () => {
    renderForm();
    const toasts = recordToasts();
    const rest = apply(refusal({ employeeId: 'Agent is not in this office.' }, 'Agent is not in this office.'));
    expect(rest).toBe('Agent is not in this office.');
    expect(toasts).toMatchObject([{ severity: 'error', summary: 'Agent is not in this office.' }]);
    expect(screen.getByLabelText('Title')).not.toHaveAccessibleDescription();
  });

  it('a failure without fields (server down, network) goes to `fallback` when given, not to a toast', () => {
    renderForm();
    const toasts = recordToasts();
    const fallback = vi.fn();
    expect(apply(new ApiError('Service Unavailable', 503), { fallback })).toBe(MESSAGES.serverUnavailable);
    expect(apply(new ApiError('Network request failed'), { fallback })).toBe('Network request failed');
    expect(fallback.mock.calls).toEqual([[MESSAGES.serverUnavailable], ['Network request failed']]);
    expect(toasts).toEqual([]);
  });

  it('keeps messages of a state-kept form by path', () => {
    let messages: Record<string, string | undefined> = { categoryName: 'old' };
    const target = messagesByPath((update) => (messages = update(messages)));
    applyServerErrors(refusal({ 'subCategories.1': 'Sub-category name is already used.' }), target, { fields: ['categoryName', 'subCategories'] });
    expect(messages).toEqual({ categoryName: 'old', 'subCategories.1': 'Sub-category name is already used.' });
  });
});

describe('serverFieldErrors', () => {
  it('reads the string messages of the error body’s fields, nothing else', () => {
    expect(serverFieldErrors(refusal({ title: 'Required', count: 3 }))).toEqual({ title: 'Required' });
    expect(serverFieldErrors(new ApiError('x', 400, 'plain text'))).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
