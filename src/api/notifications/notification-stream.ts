import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import { useEffect, useEffectEvent } from 'react';
import { notification as notificationSchema, NOTIFICATION_EVENT, type Notification } from '../../../domain/entities/notification';
import { APP_VERSION } from '../../../domain/version';
import { buildUrl } from '../http';
import { getClientId, getToken } from '../token';

/** Wait this long before reconnecting (the server also says `retry: 5000`). */
export const STREAM_RETRY_MS = 5_000;

/** A refusal (401/403/404…): reconnecting would not help, the session flow takes over. */
class StreamRefused extends Error {}
/** The server ended the stream (restart, deploy): reconnect. */
class StreamEnded extends Error {}

export interface NotificationStreamOptions {
  onNotification: (notification: Notification) => void;
  signal: AbortSignal;
  token?: string | null;
}

/**
 * GET notifications/stream (server-sent events, event `notification`). Through
 * fetch rather than EventSource, because EventSource cannot send the Bearer header.
 * Resolves when aborted or refused; reconnects after network errors and server restarts.
 */
export async function openNotificationStream({ onNotification, signal, token = getToken() }: NotificationStreamOptions): Promise<void> {
  if (!token) return;
  try {
    await fetchEventSource(buildUrl('notifications/stream'), {
      signal,
      openWhenHidden: true,
      headers: {
        Accept: EventStreamContentType,
        Authorization: `Bearer ${token}`,
        'X-Client-Id': getClientId(),
        'X-Client-Version': APP_VERSION,
      },
      async onopen(res) {
        const isStream = res.headers.get('content-type')?.includes(EventStreamContentType) ?? false;
        if (res.ok && isStream) return;
        if (res.status >= 400 && res.status < 500 && res.status !== 429) throw new StreamRefused(`HTTP ${res.status}`);
        throw new Error(`notification stream: HTTP ${res.status}`);
      },
      onmessage(message) {
        if (message.event !== NOTIFICATION_EVENT || !message.data) return;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        // The same contract as a call's answer: a pushed notification the list could not show is dropped.
        const parsed = notificationSchema.safeParse(data);
        if (parsed.success) onNotification(parsed.data);
      },
      onclose() {
        throw new StreamEnded();
      },
      onerror(error) {
        if (error instanceof StreamRefused) throw error;
        return STREAM_RETRY_MS;
      },
    });
  } catch (error) {
    if (!(error instanceof StreamRefused)) throw error;
  }
}

/** Keep the stream open while `userId` is set; `onNotification` always sees the latest render. */
export function useNotificationStream(userId: string | null, onNotification: (notification: Notification) => void): void {
  const handle = useEffectEvent(onNotification);
  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    openNotificationStream({ signal: controller.signal, onNotification: (n) => handle(n) }).catch(() => undefined);
    return () => controller.abort();
  }, [userId]);
}
