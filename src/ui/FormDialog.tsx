import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { scrollToField } from './focus-first-invalid';
import { applyServerErrors } from './server-errors';

/**
 * A record's form in a dialog: its fields one under the other, then Cancel
 * and the submit button at the bottom right (the submit button spins while
 * saving and waits out an upload under way).
 */
export function FormDialog({
  header,
  formLabel,
  width = 560,
  submitLabel = 'Save',
  isSaving,
  isSubmitBlocked = false,
  onSubmit,
  onHide,
  children,
}: {
  header: string;
  /** The form's accessible name, when the header alone does not say what it saves. */
  formLabel?: string;
  width?: number;
  submitLabel?: string;
  isSaving: boolean;
  isSubmitBlocked?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onHide: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog header={header} visible onHide={onHide} modal style={{ width: `min(${width}px, 95vw)` }}>
      <form noValidate aria-label={formLabel} onSubmit={(event) => void onSubmit(event)} style={{ display: 'grid', gap: '0.75rem' }}>
        {children}
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
          <Button type="button" label="Cancel" outlined onClick={onHide} />
          <Button type="submit" label={submitLabel} disabled={isSubmitBlocked} loading={isSaving} />
        </div>
      </form>
    </Dialog>
  );
}

/**
 * §8's submit for a form of `fields` (in screen order, their inputs' ids by
 * `idOf`): invalid values scroll to the first invalid field; valid ones are
 * handed to `save`, whose refusal puts the server's messages at their fields
 * (a refusal naming none of them becomes a toast). Make the form with
 * `shouldFocusError: false`: react-hook-form otherwise focuses the first
 * field it holds a ref of after this has focused the first in screen order
 * (an upload box, a picker: fields without one).
 */
export function submitToServer<T extends FieldValues>(
  form: UseFormReturn<T>,
  { fields, idOf, save }: { fields: readonly string[]; idOf: (name: string) => string; save: (values: T) => Promise<unknown> },
): (event?: FormEvent<HTMLFormElement>) => Promise<void> {
  return form.handleSubmit(
    async (values) => {
      try {
        await save(values);
      } catch (failure) {
        applyServerErrors(failure, form as never, { fields, idOf });
      }
    },
    (invalid) => {
      const first = fields.find((name) => name in invalid);
      if (first) scrollToField(idOf(first));
    },
  );
}
