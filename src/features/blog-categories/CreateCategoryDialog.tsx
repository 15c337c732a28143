import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { createArticleCategoryBody, type CreateArticleCategoryBody } from '../../../domain/entities/article';
import { MESSAGES } from '../../../domain/messages';
import { useCreateArticleCategory } from '../../api/article-taxonomy/create-category';
import { fieldAria, FieldError } from '../../ui/FieldError';
import { applyServerErrors, messagesByPath } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const ROW_STYLE: CSSProperties = { display: 'flex', gap: '0.5rem', marginBottom: '0.5rem' };
const ACTIONS_STYLE: CSSProperties = { display: 'flex', justifyContent: 'flex-end', gap: '0.5rem' };

type Errors = Record<string, string | undefined>;

const NAME_ID = 'create-category-name';
const subCategoryId = (index: number) => `create-sub-category-${index}`;
/** A message's path ('categoryName', 'subCategories.2') as the id of its input. */
const inputIdOf = (path: string) => (path.startsWith('subCategories.') ? subCategoryId(Number(path.split('.')[1])) : NAME_ID);

/** The question of the confirm step: the name and how many sub-categories come with it. */
export function createCategoryQuestion(body: { categoryName: string; subCategories?: string[] }): string {
  const subs = body.subCategories?.length ?? 0;
  return `Create the category “${body.categoryName}”${subs ? ` with ${subs} sub-categor${subs === 1 ? 'y' : 'ies'}` : ''}?`;
}

/** 'Create Category' (§5): a name (required), optional sub-category names, a confirm step, then POST. */
export function CreateCategoryDialog({ onHide }: { onHide: () => void }) {
  const [name, setName] = useState('');
  const [subCategories, setSubCategories] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [body, setBody] = useState<{ categoryName: string; subCategories: string[] } | null>(null);
  const mutation = useCreateArticleCategory();

  const review = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createArticleCategoryBody.safeParse({ categoryName: name, subCategories } satisfies CreateArticleCategoryBody);
    if (!parsed.success) return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
    setErrors({});
    // Blank rows are dropped now, so a refusal's index (subCategories.2) points at the row on screen.
    setSubCategories(parsed.data.subCategories);
    setBody(parsed.data);
  };

  const confirm = () => {
    if (!body) return;
    mutation.mutate(body, {
      onSuccess: () => {
        showToast({ severity: 'success', summary: MESSAGES.categoryCreated });
        onHide();
      },
      onError: (failure) => {
        setBody(null);
        setErrors({});
        applyServerErrors(failure, messagesByPath(setErrors), { fields: ['categoryName', 'subCategories'], idOf: inputIdOf });
      },
    });
  };

  const setSub = (index: number, value: string) => setSubCategories((all) => all.map((v, i) => (i === index ? value : v)));
  const removeSub = (index: number) => setSubCategories((all) => all.filter((_, i) => i !== index));

  return (
    <Dialog header="Create Category" visible onHide={onHide} modal style={{ width: '480px' }} breakpoints={{ '520px': '95vw' }}>
      {body ? (
        <div>
          <p>{createCategoryQuestion(body)}</p>
          <div style={ACTIONS_STYLE}>
            <Button type="button" label="Back" outlined onClick={() => setBody(null)} disabled={mutation.isPending} />
            <Button type="button" label="Yes, Create" onClick={confirm} loading={mutation.isPending} autoFocus />
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={review}>
          <div className="field">
            <label htmlFor={NAME_ID}>Category Name</label>
            <InputText id={NAME_ID} value={name} onChange={(e) => setName(e.target.value)} className="w-full" autoFocus {...fieldAria(NAME_ID, errors.categoryName)} />
            <FieldError id={`${NAME_ID}-error`} message={errors.categoryName} />
          </div>
          <fieldset className="field" style={{ border: 0, padding: 0, margin: 0 }}>
            <legend>Sub-categories (optional)</legend>
            {subCategories.map((value, index) => {
              const id = subCategoryId(index);
              const error = errors[`subCategories.${index}`];
              return (
                <div key={index}>
                  <div style={ROW_STYLE}>
                    <InputText id={id} aria-label={`Sub-category ${index + 1}`} value={value} onChange={(e) => setSub(index, e.target.value)} className="w-full" {...fieldAria(id, error)} />
                    <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={`Remove sub-category ${index + 1}`} onClick={() => removeSub(index)} />
                  </div>
                  <FieldError id={`${id}-error`} message={error} />
                </div>
              );
            })}
            <Button type="button" label="Add Sub-category" icon="pi pi-plus" text onClick={() => setSubCategories((all) => [...all, ''])} />
          </fieldset>
          <div style={ACTIONS_STYLE}>
            <Button type="button" label="Cancel" outlined onClick={onHide} />
            <Button type="submit" label="Save" />
          </div>
        </form>
      )}
    </Dialog>
  );
}
