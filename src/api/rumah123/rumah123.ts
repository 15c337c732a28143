import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { envelope, listPayload } from '../../../domain/entities/common';
import { r123CheckAnswer, r123Employee, r123Listing, type R123CheckAnswer } from '../../../domain/rumah123';
import { http } from '../http';

/** Query keys of the Rumah123 checker. */
export const rumah123Keys = {
  all: ['rumah123'] as const,
  listings: (params: Record<string, unknown>) => [...rumah123Keys.all, 'listings', params] as const,
  employees: (params: Record<string, unknown>) => [...rumah123Keys.all, 'employees', params] as const,
};

/** GET listings/r123-check?email: is the email registered on Rumah123, in the server's words. */
export async function checkR123Email(email: string): Promise<R123CheckAnswer> {
  return (await http.get('listings/r123-check', { query: { email }, schema: envelope(r123CheckAnswer) })).payload;
}

export type R123ListParams = {
  filterEmail: string;
  limit: number;
  offset: number;
};

export const useR123Listings = (params: R123ListParams | null) =>
  useQuery({
    queryKey: rumah123Keys.listings(params ?? {}),
    queryFn: async ({ signal }) => (await http.get('listings/r123', { query: { ...params }, signal, schema: envelope(listPayload(r123Listing)) })).payload,
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });

export const useR123Employees = (params: R123ListParams | null) =>
  useQuery({
    queryKey: rumah123Keys.employees(params ?? {}),
    queryFn: async ({ signal }) => (await http.get('employees/r123', { query: { ...params }, signal, schema: envelope(listPayload(r123Employee)) })).payload,
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
