export type SortOrder = 'ASC' | 'DESC';

/** A list's sort as the API takes it (§7): 'field:ASC' or 'field:DESC'. */
export interface ListSort {
  field: string;
  order: SortOrder;
}

export const formatSort = ({ field, order }: ListSort): string => `${field}:${order}`;

/** A sort the screen offers, or the fallback: a hand-edited URL must not fail the request. */
export function parseSort(value: string, fields: readonly string[], fallback: ListSort): ListSort {
  const [field = '', order = ''] = value.split(':');
  return fields.includes(field) && (order === 'ASC' || order === 'DESC') ? { field, order } : fallback;
}
