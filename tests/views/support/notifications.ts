import { DateTime } from 'luxon';
import type { Notification } from '../../../domain/entities/notification';
import { USER_ID } from './session';

let seq = 0;

export function fakeNotification(overrides: Partial<Notification> & { feature?: string } = {}): Notification {
  const { feature = 'dashboard', ...rest } = overrides;
  seq += 1;
  return {
    id: `n-${seq}`,
    title: `Notification ${seq}`,
    message: `Message ${seq}`,
    receiverUserId: USER_ID,
    readByUserAt: null,
    createdAt: DateTime.now().minus({ seconds: seq }).toISO() ?? '',
    externalId: null,
    requestData: { feature },
    ...rest,
  };
}

/** A server-sent-events answer that sends these notifications and stays open. */
export function eventStream(notifications: Notification[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(': connected\n\n'));
      for (const n of notifications) controller.enqueue(encoder.encode(`event: notification\nid: ${n.id}\ndata: ${JSON.stringify(n)}\n\n`));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}
