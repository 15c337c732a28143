import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAppSession } from '../../app/session-context';
import { Spinner } from '../../ui/Spinner';
import { tokenFromFragment } from './session-share';

/**
 * /set-token#token=…: another app of ours hands over a session. The token
 * leaves the address bar at once; the session flow checks it (users/me) and
 * signs in, then the dashboard opens.
 */
export default function SetTokenPage() {
  const { acceptToken, isLoggedIn, isLoading, error } = useAppSession();
  const [, navigate] = useLocation();
  const [token] = useState(() => tokenFromFragment(window.location.hash));
  const [hasAccepted, setAccepted] = useState(false);
  const isStarted = useRef(false);

  useEffect(() => {
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    }
    if (!token || isStarted.current) return;
    isStarted.current = true;
    void Promise.resolve(acceptToken(token)).finally(() => setAccepted(true));
  }, [token, acceptToken]);

  useEffect(() => {
    if (hasAccepted && isLoggedIn && !isLoading) navigate('/dashboard', { replace: true });
  }, [hasAccepted, isLoggedIn, isLoading, navigate]);

  if (!token) {
    return (
      <>
        <h1 className="public-title">Sign in with a token</h1>
        <p role="alert">No token was given.</p>
        <p className="public-links">
          <Link href="/login">Go to login</Link>
        </p>
      </>
    );
  }
  if (hasAccepted && !isLoading && !isLoggedIn) {
    return (
      <>
        <h1 className="public-title">Sign in with a token</h1>
        <p className="form-alert" role="alert">
          {error ?? 'The token was not accepted.'}
        </p>
        <p className="public-links">
          <Link href="/login">Go to login</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <h1 className="public-title">Signing you in</h1>
      <Spinner label="Signing you in" />
    </>
  );
}
