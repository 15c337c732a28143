import type { EventTab } from '../../../domain/event';

export const EVENT_LIST_PATH = '/event';
export const eventPath = (eventId: string, tab: EventTab = 'information') => `/event/${encodeURIComponent(eventId)}/${tab}`;
export const eventEditPath = (eventId: string) => `/event/${encodeURIComponent(eventId)}/edit`;
