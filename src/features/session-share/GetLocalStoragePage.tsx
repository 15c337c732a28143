import { useEffect, useState } from 'react';
import { getToken } from '../../api/token';
import { isAllowedOrigin, isSessionRequest, parseAllowedOrigins, SESSION_REPLY, type SessionReply } from './session-share';

/** Origins that may receive the session, fixed at build time; empty means no one. */
const ALLOWED_ORIGINS = parseAllowedOrigins(import.meta.env.VITE_SESSION_SHARE_ORIGINS as string | undefined);

/**
 * /get-local-storage: the window that opened this one asks for the session
 * with `postMessage({ type: 'request-session' })`; it gets the token back,
 * addressed to its exact origin, only if that origin is on the allow-list.
 */
export default function GetLocalStoragePage({ allowedOrigins = ALLOWED_ORIGINS }: { allowedOrigins?: readonly string[] }) {
  const [sharedWith, setSharedWith] = useState<string | null>(null);

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener || allowedOrigins.length === 0) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== opener || !isSessionRequest(event.data) || !isAllowedOrigin(event.origin, allowedOrigins)) return;
      const token = getToken();
      if (!token) return;
      const reply: SessionReply = { type: SESSION_REPLY, token };
      opener.postMessage(reply, event.origin);
      setSharedWith(event.origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [allowedOrigins]);

  return (
    <>
      <h1 className="public-title">Share session</h1>
      <p role="status">{sharedWith ? `The session was shared with ${sharedWith}.` : 'Nothing was shared.'}</p>
    </>
  );
}
