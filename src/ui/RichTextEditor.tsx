import type { EditorTextChangeEvent } from 'primereact/editor';
import { lazy, Suspense, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Spinner } from './Spinner';

/** PrimeReact's Editor brings Quill: both load with the first editor on screen, never with the main chunk. */
const Editor = lazy(() => import('primereact/editor').then((m) => ({ default: m.Editor })));

/** The formats each toolbar offers; pasted text keeps only these. */
const FORMATS = {
  limited: ['bold', 'italic', 'underline', 'list', 'link'],
  full: ['header', 'bold', 'italic', 'underline', 'strike', 'blockquote', 'code-block', 'list', 'align', 'link', 'image'],
};

type Range = { index: number; length: number };

interface QuillLike {
  root: HTMLElement;
  getSelection(focus?: boolean): Range | null;
  insertEmbed(index: number, type: string, value: string, source?: string): void;
  setSelection(index: number, length?: number, source?: string): void;
  getModule(name: string): unknown;
}

/**
 * Where an image in the body goes: each handler gets the file the user
 * picked with the toolbar's image button, or pasted or dropped into the text,
 * and answers the URL to show it from (null: nothing to insert; the handler
 * has told the user why).
 */
export interface EditorImageHandlers {
  onPick: (file: File) => Promise<string | null>;
  onPaste: (file: File) => Promise<string | null>;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

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
  /** 'limited' (the listing description) or 'full' (an article body, §9). */
  toolbar?: 'limited' | 'full';
  /** Images in the body: the full toolbar's image button, paste and drop. Without them, pasted images are refused. */
  images?: EditorImageHandlers;
}

const LimitedToolbar = (
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

const FullToolbar = (
  <>
    <span className="ql-formats">
      <button type="button" className="ql-header" value="2" aria-label="Heading 2" />
      <button type="button" className="ql-header" value="3" aria-label="Heading 3" />
    </span>
    <span className="ql-formats">
      <button type="button" className="ql-bold" aria-label="Bold" />
      <button type="button" className="ql-italic" aria-label="Italic" />
      <button type="button" className="ql-underline" aria-label="Underline" />
      <button type="button" className="ql-strike" aria-label="Strikethrough" />
    </span>
    <span className="ql-formats">
      <button type="button" className="ql-blockquote" aria-label="Quote" />
      <button type="button" className="ql-code-block" aria-label="Code block" />
    </span>
    <span className="ql-formats">
      <button type="button" className="ql-list" value="ordered" aria-label="Numbered list" />
      <button type="button" className="ql-list" value="bullet" aria-label="Bulleted list" />
    </span>
    <span className="ql-formats">
      <button type="button" className="ql-align" value="" aria-label="Align left" />
      <button type="button" className="ql-align" value="center" aria-label="Align center" />
      <button type="button" className="ql-align" value="right" aria-label="Align right" />
      <button type="button" className="ql-align" value="justify" aria-label="Justify" />
    </span>
    <span className="ql-formats">
      <button type="button" className="ql-link" aria-label="Link" />
      <button type="button" className="ql-image" aria-label="Insert image" />
    </span>
    <span className="ql-formats">
      <button type="button" className="ql-clean" aria-label="Clear formatting" />
    </span>
  </>
);

/** Puts each image the handler accepts at the caret, one after another, and moves the caret past it. */
async function insertImages(quill: QuillLike, range: Range, files: readonly File[], handle: (file: File) => Promise<string | null>) {
  let index = range.index;
  for (const file of files) {
    const url = await handle(file);
    if (!url) continue;
    quill.insertEmbed(index, 'image', url, 'user');
    index += 1;
    quill.setSelection(index, 0, 'user');
  }
}

function setAttribute(element: HTMLElement, name: string, value: string | undefined) {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * The rich editor; its value is HTML. The limited toolbar (listing
 * description): bold, italic, underline, lists and links. The full one (an
 * article body): headings, strike, quote, code, alignment and images too,
 * each image handed to `images` (§5: the caller compresses and uploads). The
 * editable area is a labelled, multi-line textbox for screen readers.
 */
export function RichTextEditor({ id, labelId, value, onChange, onBlur, invalid, describedBy, placeholder, toolbar = 'limited', images }: RichTextEditorProps) {
  const [quill, setQuill] = useState<QuillLike | null>(null);
  const root = quill?.root ?? null;
  const imagesRef = useRef(images);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    imagesRef.current = images;
  }, [images]);

  // Quill reads its modules once, when it starts: the paste and drop handler looks the current handlers up.
  const [modules] = useState(() => ({
    uploader: {
      mimetypes: IMAGE_TYPES,
      handler(this: { quill: QuillLike }, range: Range, files: File[]) {
        const handle = imagesRef.current?.onPaste;
        if (handle) void insertImages(this.quill, range, files, handle);
      },
    },
  }));

  useEffect(() => {
    if (!quill || toolbar !== 'full') return;
    const module = quill.getModule('toolbar') as { addHandler?: (format: string, handler: () => void) => void } | undefined;
    // Quill's own image button reads the file into the body as a data: URL; ours hands it to the caller.
    module?.addHandler?.('image', () => fileInput.current?.click());
  }, [quill, toolbar]);

  const onFilePicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const handle = images?.onPick;
    if (!quill || !handle || files.length === 0) return;
    void insertImages(quill, quill.getSelection(true) ?? { index: 0, length: 0 }, files, handle);
  };

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
        onLoad={(instance: unknown) => setQuill(instance as QuillLike)}
        headerTemplate={toolbar === 'full' ? FullToolbar : LimitedToolbar}
        formats={FORMATS[toolbar]}
        modules={modules}
        placeholder={placeholder}
        style={{ minHeight: 200 }}
        className={invalid ? 'p-invalid' : undefined}
      />
      {toolbar === 'full' && (
        <input ref={fileInput} type="file" accept={IMAGE_TYPES.join(',')} aria-label="Image file" hidden onChange={onFilePicked} />
      )}
    </Suspense>
  );
}
