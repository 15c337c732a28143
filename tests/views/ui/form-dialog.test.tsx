/**
 * FormDialog and submitToServer (src/ui/FormDialog.tsx): a record's form in a
 * dialog as the web-config, document and magazine screens use it (§8) —
 * invalid values keep the request from leaving and put the focus in the first
 * invalid field in screen order; the server's refusal lands at its field; a
 * refusal of no field is a toast; a save closes the dialog; an upload under
 * way holds the submit button.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../src/api/http';
import { FormDialog, submitToServer } from '../../../src/ui/FormDialog';
import { subscribeToasts, type ToastMessage } from '../../../src/ui/toast';

const schema = z.object({ logo: z.string().min(1, 'Logo is required'), name: z.string().min(1, 'Name is required'), link: z.string().min(1, 'Link is required') });
type Values = z.infer<typeof schema>;
const FIELDS = ['logo', 'name', 'link'] as const;
const idOf = (name: string) => `thing-${name}`;

function ThingDialog({ save, onHide, isUploading = false }: { save: (values: Values) => Promise<unknown>; onHide: () => void; isUploading?: boolean }) {
  const form = useForm<Values>({ shouldFocusError: false, resolver: zodResolver(schema), defaultValues: { logo: 'logo.png', name: '', link: '' } });
  const errors = form.formState.errors;
  const submit = submitToServer(form, { fields: FIELDS, idOf, save: async (values) => (await save(values), onHide()) });
  return (
    <FormDialog header="Create Thing" formLabel="Create thing" isSaving={false} isSubmitBlocked={isUploading} onSubmit={submit} onHide={onHide}>
      {/* An upload-like field first: react-hook-form holds no ref of it, so only submitToServer can bring the focus there. */}
      <Controller
        control={form.control}
        name="logo"
        render={({ field }) => (
          <div>
            <label htmlFor={idOf('logo')}>Logo</label>
            <input id={idOf('logo')} type="text" readOnly value={field.value} onKeyDown={(e) => e.key === 'Delete' && field.onChange('')} />
            {errors.logo && <small>{errors.logo.message}</small>}
          </div>
        )}
      />
      {(['name', 'link'] as const).map((name) => (
        <div key={name}>
          <label htmlFor={idOf(name)}>{name === 'name' ? 'Name' : 'Link'}</label>
          <input id={idOf(name)} {...form.register(name)} aria-describedby={errors[name] ? `${idOf(name)}-error` : undefined} />
          {errors[name] && <small id={`${idOf(name)}-error`}>{errors[name].message}</small>}
        </div>
      ))}
    </FormDialog>
  );
}

const refusal = (fields: Record<string, string>, message = 'Invalid thing') => new ApiError('Bad Request', 400, { code: 'err_validation', message, fields });

let unsubscribe: (() => void) | undefined;
afterEach(() => unsubscribe?.());

describe('FormDialog with submitToServer', () => {
  it('sends nothing while a field is invalid, and puts the focus in the first invalid one in screen order', async () => {
    const save = vi.fn(async () => undefined);
    render(<ThingDialog save={save} onHide={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Link'), 'https://example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveFocus());
    expect(screen.queryByText('Link is required')).not.toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('focuses the first invalid field in screen order even where react-hook-form holds no ref of it', async () => {
    render(<ThingDialog save={async () => undefined} onHide={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Logo'));
    await user.keyboard('{Delete}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Logo is required')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Logo')).toHaveFocus());
  });

  it("puts the server's refusal at its field and keeps the dialog open with what was typed", async () => {
    const onHide = vi.fn();
    render(<ThingDialog save={() => Promise.reject(refusal({ link: 'Link must start with https://' }))} onHide={onHide} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Partner A');
    await user.type(screen.getByLabelText('Link'), 'ftp://x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Link must start with https://')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Link')).toHaveFocus());
    expect(screen.getByLabelText('Name')).toHaveValue('Partner A');
    expect(onHide).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field as a toast, and closes after a save', async () => {
    const toasts: ToastMessage[] = [];
    unsubscribe = subscribeToasts((t) => toasts.push(t));
    const onHide = vi.fn();
    const save = vi.fn().mockRejectedValueOnce(new ApiError('Conflict', 409, { code: 'err_conflict', message: 'Someone changed it first.' })).mockResolvedValueOnce(undefined);
    render(<ThingDialog save={save} onHide={onHide} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Partner A');
    await user.type(screen.getByLabelText('Link'), 'https://example.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.map((t) => t.summary)).toContain('Someone changed it first.'));
    expect(onHide).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onHide).toHaveBeenCalledTimes(1));
    expect(save).toHaveBeenLastCalledWith({ logo: 'logo.png', name: 'Partner A', link: 'https://example.test' });
  });

  it('holds the submit button while an upload is under way, and Cancel closes', async () => {
    const onHide = vi.fn();
    render(<ThingDialog save={async () => undefined} onHide={onHide} isUploading />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Create thing' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
