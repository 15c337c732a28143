/** Paths and labels of the /author screens (§2): list, create, edit, detail. */
import type { Author } from '../../../domain/entities/author';

export const AUTHORS_PATH = '/author';
export const CREATE_AUTHOR_PATH = '/author/create';
export const authorDetailPath = (employeeId: string) => `/author/${encodeURIComponent(employeeId)}`;
export const editAuthorPath = (employeeId: string) => `/author/${encodeURIComponent(employeeId)}/edit`;

/** 'Budi Santoso (Budi)': the name, with the nickname when it says something else. */
export function authorName(author: Pick<Author, 'name' | 'nickName'>): string {
  return author.nickName && author.nickName !== author.name ? `${author.name} (${author.nickName})` : author.name;
}

/** How the employee picker shows one employee: name, email and office, so two namesakes can be told apart. */
