import { errorMessage, type ApiFailure } from '../../domain/errors';
import { scrollToField } from './focus-first-invalid';
import { showToast } from './toast';

/** The `fields` of an API error body `{ code, message, fields? }`: field name → message. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data = (error as ApiFailure | undefined)?.data;
  if (!data || typeof data !== 'object' || !('fields' in data)) return {};
  const fields = (data as { fields: unknown }).fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/**
 * Where the messages go: a react-hook-form form as it is, or a form keeping
 * its messages in state. A method, so a form's narrower field-path type fits.
 */
export interface ServerErrorTarget {
  setError(path: string, error: { type: string; message: string }): void;
}

export interface ServerErrorOptions<F extends string> {
  /**
   * The form's fields in screen order. A server key names one of them, or a
   * path under one ('facilities.0.total' under 'facilities'): its message goes
   * at that path, and the first refused field in this order gets the focus.
   */
  fields: readonly F[];
  /** Server keys the form names otherwise: server key → form field (a dialog's 'tagName' → its one input). */
  fieldMap?: Readonly<Partial<Record<string, F>>>;
  /** The id of a path's input, when it is not the path itself. */
  idOf?: (path: string) => string;
  /** Brings the first refused field into view, when scrolling to its input is not enough (a field on another step). */
  focus?: (field: F) => void;
  /** Shows what no field shows; an error toast unless told otherwise. */
  fallback?: (message: string) => void;
}

interface Placed<F extends string> {
  path: string;
  field: F;
  message: string;
}

function place<F extends string>(key: string, message: string, options: ServerErrorOptions<F>): Placed<F> | null {
  const mapped = options.fieldMap?.[key];
  if (mapped) return { path: mapped, field: mapped, message };
  const top = key.split('.')[0];
  const field = options.fields.find((f) => f === key || f === top);
  return field ? { path: key, field, message } : null;
}

const toastError = (message: string) => showToast({ severity: 'error', summary: message });

/**
 * §8's one path from a refused request to the form: each of the server's
 * field messages goes at its field, the first refused field (in screen
 * order) is scrolled to and focused, and a refusal that names none of the
 * form's fields goes to `fallback` (a toast). Answers that message, or null
 * when the fields show everything.
 */
export function applyServerErrors<F extends string>(error: unknown, form: ServerErrorTarget, options: ServerErrorOptions<F>): string | null {
  const order = (p: Placed<F>) => options.fields.indexOf(p.field);
  const placed = Object.entries(serverFieldErrors(error))
    .map(([key, message]) => place(key, message, options))
    .filter((p): p is Placed<F> => p !== null)
    .sort((a, b) => order(a) - order(b));
  if (placed.length === 0) {
    const message = errorMessage(error);
    (options.fallback ?? toastError)(message);
    return message;
  }
  placed.forEach((p) => form.setError(p.path, { type: 'server', message: p.message }));
  const [first] = placed;
  if (first && options.focus) options.focus(first.field);
  else {
    const idOf = options.idOf ?? ((path: string) => path);
    // A message on an input that is not on screen (a confirm step showing) waits there; the input focuses itself when shown.
    placed.some((p) => scrollToField(idOf(p.path)) || scrollToField(idOf(p.field)));
  }
  return null;
}

/** A form with one input, its message in state. */
export const oneMessage = (setMessage: (message: string) => void): ServerErrorTarget => ({ setError: (_, { message }) => setMessage(message) });

/** A form keeping its messages in state, by field path. */
export const messagesByPath = (setMessages: (update: (messages: Record<string, string | undefined>) => Record<string, string | undefined>) => void): ServerErrorTarget => ({
  setError: (path, { message }) => setMessages((messages) => ({ ...messages, [path]: message })),
});
