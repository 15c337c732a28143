import { InputText } from 'primereact/inputtext';
import { BLOG_MESSAGES } from '../../../../domain/blog';
import { FieldError } from '../../../ui/FieldError';
import { publicArticlePath } from '../post-display';

export type SlugState = 'empty' | 'checking' | 'available' | 'used';

interface Props {
  slug: string;
  state: SlugState;
  /** The form's own message (the URL is required). */
  error: string | undefined;
}

/** The URL preview the title makes (§5), checked 500 ms after the last keystroke: read-only, the title is what to change. */
export function SlugField({ slug, state, error }: Props) {
  const message = state === 'used' ? BLOG_MESSAGES.urlUsed : error;
  const hint = state === 'checking' ? 'Checking the URL…' : state === 'empty' ? 'The URL follows the title.' : null;
  return (
    <div className="field">
      <label htmlFor="slug">URL</label>
      <InputText
        id="slug"
        readOnly
        value={slug ? publicArticlePath(slug) : ''}
        className={['w-full', message ? 'p-invalid' : ''].join(' ')}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? 'slug-error' : hint ? 'slug-hint' : undefined}
      />
      {hint && !message && (
        <small id="slug-hint" aria-live="polite">
          {hint}
        </small>
      )}
      <FieldError id="slug-error" message={message} />
    </div>
  );
}
