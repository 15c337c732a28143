import { APP_VERSION } from '../../../domain/version';
import { http } from '../http';

const FCM_TOKEN_KEY = 'fcmToken';

/** This browser's push token: random, kept per browser (no vendor push service here). */
function browserPushToken(): string {
  const existing = localStorage.getItem(FCM_TOKEN_KEY);
  if (existing) return existing;
  const token = crypto.randomUUID();
  localStorage.setItem(FCM_TOKEN_KEY, token);
  return token;
}

/** POST fcm/register (§7). Failures only cost push, never the session. */
export async function registerPush(deviceId: string): Promise<void> {
  const ua = navigator.userAgent;
  await http
    .post('fcm/register', {
      fcmToken: browserPushToken(),
      deviceId,
      deviceType: 'web',
      meta: { platform: 'web', os: navigator.platform || 'unknown', osVersion: ua.slice(0, 100), appVersion: APP_VERSION },
    })
    .catch(() => undefined);
}

/** DELETE fcm/{token} on logout (§7). */
export async function unregisterPush(token: string | null): Promise<void> {
  const pushToken = localStorage.getItem(FCM_TOKEN_KEY);
  if (!pushToken || !token) return;
  await http.delete(`fcm/${encodeURIComponent(pushToken)}`, { token }).catch(() => undefined);
}
