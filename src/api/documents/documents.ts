/** The document center (issue 19): documents read with the list's query, filed, renamed or recategorised, deleted. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentItem, type CreateDocumentBody, type DocumentItem, type UpdateDocumentBody } from '../../../domain/document';
import { envelope, listPayload, type ListPayload } from '../../../domain/entities/common';
import { http, type Query } from '../http';

export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (params: Query) => [...documentKeys.lists(), params] as const,
};

const list = envelope(listPayload(documentItem));
const one = envelope(documentItem);

export const documentsQueryOptions = (params: Query) =>
  queryOptions({
    queryKey: documentKeys.list(params),
    queryFn: async ({ signal }): Promise<ListPayload<DocumentItem>> => (await http.get('documents', { query: params, signal, schema: list })).payload,
    placeholderData: keepPreviousData,
  });
export const useDocuments = (params: Query) => useQuery(documentsQueryOptions(params));

const useInvalidate = () => {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: documentKeys.all });
};

export function useCreateDocument() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (body: CreateDocumentBody) => (await http.post('documents', body, { schema: one })).payload, onSuccess: invalidate });
}

export function useUpdateDocument() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ documentId, body }: { documentId: string; body: UpdateDocumentBody }) => (await http.patch(`documents/${encodeURIComponent(documentId)}`, body, { schema: one })).payload,
    onSuccess: invalidate,
  });
}

export function useDeleteDocument() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (documentId: string) => (await http.delete(`documents/${encodeURIComponent(documentId)}`, { schema: one })).payload, onSuccess: invalidate });
}
