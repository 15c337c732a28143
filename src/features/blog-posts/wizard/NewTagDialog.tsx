import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { BLOG_MESSAGES } from '../../../../domain/blog';
import { createArticleTagBody, type ArticleTag, type CreateArticleTagBody } from '../../../../domain/entities/article';
import { fieldAria, FieldError } from '../../../ui/FieldError';
import { applyServerErrors, oneMessage } from '../../../ui/server-errors';
import { showToast } from '../../../ui/toast';
import { ConfirmStep } from './ConfirmStep';

interface Props {
  visible: boolean;
  onHide: () => void;
  create: (body: CreateArticleTagBody) => Promise<ArticleTag>;
  isSaving: boolean;
  /** The new tag, to be chosen in the form. */
  onCreated: (tag: ArticleTag) => void;
}

const NAME_ID = 'new-tag-name';

/** 'New Tag' inside the wizard (§5): a name ('Please enter new tag.'), then a confirm step, then POST. */
export function NewTagDialog({ visible, onHide, create, isSaving, onCreated }: Props) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isConfirming, setIsConfirming] = useState(false);

  const close = () => {
    setName('');
    setError(undefined);
    setIsConfirming(false);
    onHide();
  };

  // The dialog is portalled, but React bubbles its submit to the post's form: it stops here.
  const review = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = createArticleTagBody.safeParse({ tagName: name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? BLOG_MESSAGES.enterNewTag);
    setError(undefined);
    setIsConfirming(true);
  };

  const confirm = () => {
    create({ tagName: name.trim() })
      .then((tag) => {
        showToast({ severity: 'success', summary: BLOG_MESSAGES.tagCreated });
        onCreated(tag);
        close();
      })
      .catch((failure: unknown) => {
        setIsConfirming(false);
        applyServerErrors(failure, oneMessage(setError), { fields: [NAME_ID], fieldMap: { tagName: NAME_ID } });
      });
  };

  return (
    <Dialog header="New Tag" visible={visible} onHide={close} modal style={{ width: '420px' }}>
      {isConfirming ? (
        <ConfirmStep question={`Add the new tag “${name.trim()}”?`} isSaving={isSaving} onBack={() => setIsConfirming(false)} onConfirm={confirm} />
      ) : (
        <form noValidate onSubmit={review}>
          <div className="field">
            <label htmlFor={NAME_ID}>Tag Name</label>
            <InputText id={NAME_ID} value={name} onChange={(e) => setName(e.target.value)} className="w-full" autoFocus {...fieldAria(NAME_ID, error)} />
            <FieldError id={`${NAME_ID}-error`} message={error} />
          </div>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <Button type="button" label="Cancel" outlined onClick={close} />
            <Button type="submit" label="Save" />
          </div>
        </form>
      )}
    </Dialog>
  );
}
