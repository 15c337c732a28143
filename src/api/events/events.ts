import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { envelope, listPayload } from '../../../domain/entities/common';
import { eventItem, type EventInput, type eventsQuery } from '../../../domain/event';
import { http, type QueryParams } from '../http';
import { notificationKeys } from '../notifications/keys';

export type EventsParams = Partial<QueryParams<typeof eventsQuery>>;

/** Key factory of `events`: every mutation invalidates the prefix. */
export const eventKeys = {
  all: ['events'] as const,
  lists: () => [...eventKeys.all, 'list'] as const,
  list: (params: EventsParams) => [...eventKeys.lists(), params] as const,
  details: () => [...eventKeys.all, 'detail'] as const,
  detail: (eventId: string) => [...eventKeys.details(), eventId] as const,
};

const one = envelope(eventItem);
const page = envelope(listPayload(eventItem));
const path = (eventId: string) => `events/${encodeURIComponent(eventId)}`;

/** GET events: a page of /event (the caller's audience; every record for admin-HQ-plus). */
export const useEvents = (params: EventsParams) =>
  useQuery({
    queryKey: eventKeys.list(params),
    queryFn: async ({ signal }) => (await http.get('events', { query: { ...params }, signal, schema: page })).payload,
    placeholderData: keepPreviousData,
  });

/** GET events/{eventId}: the record with its body and registrations. */
export const useEvent = (eventId: string) =>
  useQuery({
    queryKey: eventKeys.detail(eventId),
    queryFn: async ({ signal }) => (await http.get(path(eventId), { signal, schema: one })).payload,
    enabled: eventId !== '',
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: eventKeys.all });
}

/** POST events (admin-HQ-plus): a draft. */
export function useCreateEvent() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (body: EventInput) => (await http.post('events', body, { schema: one })).payload, onSuccess: invalidate });
}

/** PATCH events/{eventId} (admin-HQ-plus): the whole record. */
export function useUpdateEvent(eventId: string) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: async (body: EventInput) => (await http.patch(path(eventId), body, { schema: one })).payload, onSuccess: invalidate });
}

export type EventMove = 'publish' | 'cancel' | 'delete' | 'register' | 'unregister';

/** The record's moves: publish, cancel, delete (admin-HQ-plus), register and withdraw (its audience). */
export function useEventMoves() {
  const queryClient = useQueryClient();
  return async (eventId: string, move: EventMove): Promise<void> => {
    if (move === 'delete') await http.delete(path(eventId), { schema: envelope(z.object({ eventId: z.string() })) });
    else if (move === 'register') await http.post(`${path(eventId)}/registrations`, undefined, { schema: one });
    else if (move === 'unregister') await http.delete(`${path(eventId)}/registrations`, { schema: one });
    else await http.post(`${path(eventId)}/${move}`, undefined, { schema: one });
    await queryClient.invalidateQueries({ queryKey: eventKeys.all });
    // A published announcement may have reached the publisher's own drawer.
    if (move === 'publish') await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  };
}
