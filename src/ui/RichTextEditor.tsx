import type { EditorTextChangeEvent } from 'primereact/editor';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Spinner } from './Spinner';

/** PrimeReact's Editor brings Quill: both load with the first editor on screen, never with the main chunk. */
const Editor = lazy(() => import('primereact/editor').then((m) => ({ default: m.Editor })));

/** The formats the limited toolbar offers; pasted text keeps only these. */
const FORMATS = ['bold', 'italic', 'underline', 'list', 'link'];

interface QuillLike {
  root: HTMLElement;
}

interface RichTextEditorProps {
  /** Given to the editable area, so a label's htmlFor and the focus-first-invalid rule find it. */
  id: string;
  /** The id of the visible label that names the editor. */
  labelId: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  /** The id of the error (or hint) under the editor. */
  describedBy?: string;
  placeholder?: string;
}

const Toolbar = (
  <>
    <span className="ql-formats">
      <button type="button" className="ql-bold" aria-label="Bold" />
      <button type="button" className="ql-italic" aria-label="Italic" />
      <button type="button" className="ql-underline" aria-label="Underline" />
    </span>
    <span className="ql-formats">
      <button type="button" className="ql-list" value="ordered" aria-label="Numbered list" />
      <button type="button" className="ql-list" value="bullet" aria-label="Bulleted list" />
    </span>
    <span className="ql-formats">
      <button type="button" className="ql-link" aria-label="Link" />
    </span>
  </>
);

function setAttribute(element: HTMLElement, name: string, value: string | undefined) {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * The limited rich editor of the listing description: bold, italic,
 * underline, lists and links; its value is HTML. The editable area is a
 * labelled, multi-line textbox for screen readers.
 */
export function RichTextEditor({ id, labelId, value, onChange, onBlur, invalid, describedBy, placeholder }: RichTextEditorProps) {
  const [root, setRoot] = useState<HTMLElement | null>(null);

  useEffect(() => {
    if (!root) return;
    root.setAttribute('id', id);
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelId);
    setAttribute(root, 'aria-invalid', invalid ? 'true' : undefined);
    setAttribute(root, 'aria-describedby', describedBy);
    // Quill's link tooltip brings an input with no label of its own.
    root.parentElement?.querySelector('.ql-tooltip input')?.setAttribute('aria-label', 'Link URL');
  }, [root, id, labelId, invalid, describedBy]);

  useEffect(() => {
    if (!root || !onBlur) return;
    root.addEventListener('blur', onBlur);
    return () => root.removeEventListener('blur', onBlur);
  }, [root, onBlur]);

  return (
    <Suspense fallback={<Spinner label="Loading editor" />}>
      <Editor
        value={value}
        onTextChange={(e: EditorTextChangeEvent) => onChange(e.htmlValue ?? '')}
        onLoad={(quill: unknown) => setRoot((quill as QuillLike).root)}
        headerTemplate={Toolbar}
        formats={FORMATS}
        placeholder={placeholder}
        style={{ minHeight: 200 }}
        className={invalid ? 'p-invalid' : undefined}
      />
    </Suspense>
  );
}
