import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useEffect, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { AUTHOR_MESSAGES, authorSlug } from '../../../domain/entities/author';
import { useUpdateAuthor } from '../../api/authors/update-author';
import { scrollToField } from '../../ui/focus-first-invalid';
import { applyServerErrors } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { authorDetailPath } from './author-display';
import { useWebsiteLinkAvailability } from '../../ui/use-website-link-availability';
import { WebsiteLinkField } from '../../ui/WebsiteLinkField';

const authorForm = z.object({ slugAuthor: authorSlug });
const WEBSITE_LINK_ID = 'slugAuthor';
const isWellFormed = (slug: string) => authorSlug.safeParse(slug).success;
type AuthorFormValues = z.input<typeof authorForm>;

/** Whom the link is for: the employee (null until one is picked on /author/create), and the link they hold. */
export interface AuthorSubject {
  employeeId: string;
  slugAuthor: string | null;
  /** What to suggest when they have no link yet (the name, as a slug). */
  suggestion?: string;
}

interface Props {
  subject: AuthorSubject | null;
  /** Before the link: the employee picker, or who is being edited. */
  who: ReactNode;
  /** No employee picked yet: the picker shows why the form did not save. */
  onMissingSubject?: () => void;
  submitLabel: string;
  onCancel: () => void;
}

/** The author website link form of /author/create and /author/{employeeId}/edit: checked while typing, saved with PATCH /authors/{employeeId}. */
export function AuthorForm({ subject, who, onMissingSubject, submitLabel, onCancel }: Props) {
  const [, navigate] = useLocation();
  const form = useForm<AuthorFormValues>({
    resolver: zodResolver(authorForm),
    defaultValues: { slugAuthor: subject?.slugAuthor ?? '' },
  });
  const { control, register, handleSubmit, setError, setValue, clearErrors, formState } = form;
  const employeeId = subject?.employeeId ?? null;
  const ownSlug = subject?.slugAuthor ?? null;
  const slugAuthor = useWatch({ control, name: 'slugAuthor' });
  const status = useWebsiteLinkAvailability({ kind: 'slugAuthor', slug: slugAuthor, employeeId, ownSlug, isWellFormed });
  const update = useUpdateAuthor();

  // A newly picked employee brings their own link, or a suggestion from their name.
  const suggested = subject ? (subject.slugAuthor ?? subject.suggestion ?? '') : '';
  useEffect(() => {
    if (!employeeId) return;
    clearErrors('slugAuthor');
    setValue('slugAuthor', suggested);
  }, [employeeId, suggested, setValue, clearErrors]);

  const onValid = ({ slugAuthor }: AuthorFormValues) => {
    if (!subject) return onMissingSubject?.();
    if (status === 'used') {
      setError('slugAuthor', { message: AUTHOR_MESSAGES.websiteLinkUsed }, { shouldFocus: true });
      return;
    }
    update.mutate(
      { employeeId: subject.employeeId, body: { slugAuthor } },
      {
        onSuccess: (author) => {
          showToast({ severity: 'success', summary: AUTHOR_MESSAGES.updated });
          navigate(authorDetailPath(author.employeeId));
        },
        onError: (error) => applyServerErrors(error, form, { fields: ['slugAuthor'] }),
      },
    );
  };
  const onInvalid = () => {
    if (!subject) onMissingSubject?.();
    scrollToField(WEBSITE_LINK_ID);
  };

  return (
    <form noValidate className="form card form--narrow" onSubmit={handleSubmit(onValid, onInvalid)}>
      {who}
      <WebsiteLinkField
        id={WEBSITE_LINK_ID}
        label="Website Link"
        help="The author page's address: lowercase letters, digits and dashes, e.g. budi-santoso."
        registration={register('slugAuthor')}
        error={formState.errors.slugAuthor?.message}
        status={status}
      />
      <div className="form-actions" style={{ display: 'flex', gap: '0.5rem', justifyContent: 'flex-end' }}>
        <Button type="button" label="Cancel" outlined onClick={onCancel} />
        <Button type="submit" label={submitLabel} loading={update.isPending} disabled={status === 'checking'} />
      </div>
    </form>
  );
}
