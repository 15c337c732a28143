import type { ListPayload } from '../../domain/entities/common';

/** A list payload of §7: prev and next are the offsets of the neighbouring pages, or null. */
export function page<T>(results: T[], total: number, limit: number, offset: number): ListPayload<T> {
  return {
    results,
    count: total,
    prev: offset > 0 ? Math.max(0, offset - limit) : null,
    next: offset + limit < total ? offset + limit : null,
  };
}
