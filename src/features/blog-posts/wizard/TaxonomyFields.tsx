import { Button } from 'primereact/button';
import { MultiSelect } from 'primereact/multiselect';
import { useMemo, useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ArticleCategory, ArticleTag } from '../../../../domain/entities/article';
import { Field } from '../../../ui/Field';
import { fieldAria } from '../../../ui/FieldError';
import type { DetailFormOutput, DetailFormValues } from './detail-form';
import { NewCategoryDialog } from './NewCategoryDialog';
import { NewTagDialog } from './NewTagDialog';
import type { Taxonomy } from './use-taxonomy';

type Form = UseFormReturn<DetailFormValues, unknown, DetailFormOutput>;

/**
 * Each parent is a group holding itself and its sub-categories (§2: parent and
 * child); a sub-category reads 'Parent / Child' once chosen.
 */
function categoryGroups(tree: readonly ArticleCategory[]) {
  return tree.map((parent) => ({
    label: parent.categoryName,
    items: [
      { label: parent.categoryName, value: parent.categoryId },
      ...parent.subCategories.map((sub) => ({ label: `${parent.categoryName} / ${sub.categoryName}`, value: sub.categoryId })),
    ],
  }));
}

function NewButton({ label, onClick }: { label: string; onClick: () => void }) {
  return <Button type="button" label={label} icon="pi pi-plus" text size="small" onClick={onClick} />;
}

/** Categories (grouped parent/child, 'Categories is required.') and tags, each with its 'New …' dialog (§5). */
export function TaxonomyFields({ form, taxonomy }: { form: Form; taxonomy: Taxonomy }) {
  const [dialog, setDialog] = useState<'tag' | 'category' | null>(null);
  const groups = useMemo(() => categoryGroups(taxonomy.categories), [taxonomy.categories]);
  const tagOptions = useMemo(() => taxonomy.tags.map((t: ArticleTag) => ({ label: t.tagName, value: t.tagId })), [taxonomy.tags]);
  const { errors } = form.formState;
  const categoryError = errors.categoryIds?.message;
  const tagError = errors.tagIds?.message;
  const choose = (name: 'categoryIds' | 'tagIds', id: string) =>
    form.setValue(name, [...new Set([...(form.getValues(name) ?? []), id])], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });

  return (
    <>
      <Field htmlFor="categoryIds" label="Categories" action={<NewButton label="New Category" onClick={() => setDialog('category')} />} error={categoryError}>
        <Controller
          control={form.control}
          name="categoryIds"
          render={({ field }) => (
            <MultiSelect
              inputId="categoryIds"
              value={field.value}
              options={groups}
              optionGroupLabel="label"
              optionGroupChildren="items"
              optionLabel="label"
              optionValue="value"
              display="chip"
              filter
              placeholder={taxonomy.isLoading ? 'Loading categories…' : 'Select categories'}
              onChange={(e) => field.onChange(e.value as string[])}
              onBlur={field.onBlur}
              invalid={Boolean(categoryError)}
              className="w-full"
              {...fieldAria('categoryIds', categoryError)}
            />
          )}
        />
      </Field>
      <Field htmlFor="tagIds" label="Tags" action={<NewButton label="New Tag" onClick={() => setDialog('tag')} />} error={tagError}>
        <Controller
          control={form.control}
          name="tagIds"
          render={({ field }) => (
            <MultiSelect
              inputId="tagIds"
              value={field.value}
              options={tagOptions}
              optionLabel="label"
              optionValue="value"
              display="chip"
              filter
              placeholder={taxonomy.isLoading ? 'Loading tags…' : 'Select tags'}
              onChange={(e) => field.onChange(e.value as string[])}
              onBlur={field.onBlur}
              invalid={Boolean(tagError)}
              className="w-full"
              {...fieldAria('tagIds', tagError)}
            />
          )}
        />
      </Field>
      <NewTagDialog
        visible={dialog === 'tag'}
        onHide={() => setDialog(null)}
        create={taxonomy.createTag}
        isSaving={taxonomy.isCreatingTag}
        onCreated={(tag) => choose('tagIds', tag.tagId)}
      />
      <NewCategoryDialog
        visible={dialog === 'category'}
        onHide={() => setDialog(null)}
        create={taxonomy.createCategory}
        isSaving={taxonomy.isCreatingCategory}
        onCreated={(category) => choose('categoryIds', category.categoryId)}
      />
    </>
  );
}
