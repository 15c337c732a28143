import type { ApiFailure } from '../../domain/errors';

/** The `fields` of an API error body `{ code, message, fields? }`: field name → message. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const data = (error as ApiFailure | undefined)?.data;
  if (!data || typeof data !== 'object' || !('fields' in data)) return {};
  const fields = (data as { fields: unknown }).fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => typeof e[1] === 'string'));
}
