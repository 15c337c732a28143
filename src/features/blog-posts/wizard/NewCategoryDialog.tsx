import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { BLOG_MESSAGES } from '../../../../domain/blog';
import { createArticleCategoryBody, type ArticleCategory, type CreateArticleCategoryBody } from '../../../../domain/entities/article';
import { fieldAria, FieldError } from '../../../ui/FieldError';
import { applyServerErrors, oneMessage } from '../../../ui/server-errors';
import { showToast } from '../../../ui/toast';
import { ConfirmStep } from './ConfirmStep';

interface Props {
  visible: boolean;
  onHide: () => void;
  create: (body: CreateArticleCategoryBody) => Promise<ArticleCategory>;
  isSaving: boolean;
  /** The new category, to be chosen in the form. */
  onCreated: (category: ArticleCategory) => void;
}

const NAME_ID = 'new-category-name';

/** 'New Category' inside the wizard (§5): a name, optional sub-category names, a confirm step, then POST. */
export function NewCategoryDialog({ visible, onHide, create, isSaving, onCreated }: Props) {
  const [name, setName] = useState('');
  const [subCategories, setSubCategories] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [body, setBody] = useState<CreateArticleCategoryBody | null>(null);

  const close = () => {
    setName('');
    setSubCategories([]);
    setError(undefined);
    setBody(null);
    onHide();
  };

  // The dialog is portalled, but React bubbles its submit to the post's form: it stops here.
  const review = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const parsed = createArticleCategoryBody.safeParse({ categoryName: name, subCategories });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setBody(parsed.data);
  };

  const confirm = () => {
    if (!body) return;
    create(body)
      .then((category) => {
        showToast({ severity: 'success', summary: BLOG_MESSAGES.categoryCreated });
        onCreated(category);
        close();
      })
      .catch((failure: unknown) => {
        setBody(null);
        applyServerErrors(failure, oneMessage(setError), { fields: [NAME_ID], fieldMap: { categoryName: NAME_ID } });
      });
  };

  const setSub = (index: number, value: string) => setSubCategories((all) => all.map((v, i) => (i === index ? value : v)));
  const question = body ? `Add the new category “${String(body.categoryName)}”${body.subCategories?.length ? ` with ${body.subCategories.length} sub-categories` : ''}?` : '';

  return (
    <Dialog header="New Category" visible={visible} onHide={close} modal style={{ width: '460px' }}>
      {body ? (
        <ConfirmStep question={question} isSaving={isSaving} onBack={() => setBody(null)} onConfirm={confirm} />
      ) : (
        <form noValidate onSubmit={review}>
          <div className="field">
            <label htmlFor={NAME_ID}>Category Name</label>
            <InputText id={NAME_ID} value={name} onChange={(e) => setName(e.target.value)} className="w-full" autoFocus {...fieldAria(NAME_ID, error)} />
            <FieldError id={`${NAME_ID}-error`} message={error} />
          </div>
          <fieldset className="field" style={{ border: 0, padding: 0 }}>
            <legend>Sub-categories (optional)</legend>
            {subCategories.map((value, index) => (
              <div key={index} style={{ display: 'flex', gap: '0.5rem', marginBottom: '0.5rem' }}>
                <InputText aria-label={`Sub-category ${index + 1}`} value={value} onChange={(e) => setSub(index, e.target.value)} className="w-full" />
                <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={`Remove sub-category ${index + 1}`} onClick={() => setSubCategories((all) => all.filter((_, i) => i !== index))} />
              </div>
            ))}
            <Button type="button" label="Add Sub-category" icon="pi pi-plus" text onClick={() => setSubCategories((all) => [...all, ''])} />
          </fieldset>
          <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' }}>
            <Button type="button" label="Cancel" outlined onClick={close} />
            <Button type="submit" label="Save" />
          </div>
        </form>
      )}
    </Dialog>
  );
}
