import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { MESSAGES } from '../../../domain/messages';

/** §9: the 403 page goes back to the dashboard after 10 seconds. */
export const FORBIDDEN_COUNTDOWN_SECONDS = 10;

/** Signed in, but not allowed here (§2): 403, 'Back to Dashboard', and a countdown to /dashboard. */
export default function ForbiddenPage() {
  const [, navigate] = useLocation();
  const [seconds, setSeconds] = useState(FORBIDDEN_COUNTDOWN_SECONDS);

  useEffect(() => {
    if (seconds <= 0) {
      navigate('/dashboard', { replace: true });
      return;
    }
    // One second at a time: the number on screen and the redirect never disagree.
    const tick = setTimeout(() => setSeconds((s) => s - 1), 1_000);
    return () => clearTimeout(tick);
  }, [seconds, navigate]);

  return (
    <section className="result-page" aria-labelledby="forbidden-title">
      <h1 id="forbidden-title" className="result-page__code">
        403
      </h1>
      <p className="result-page__text">{MESSAGES.forbiddenPage}</p>
      <p className="result-page__countdown" role="timer">
        Redirecting to the dashboard in {seconds} {seconds === 1 ? 'second' : 'seconds'}.
      </p>
      <Button type="button" label={MESSAGES.backToDashboard} onClick={() => navigate('/dashboard')} />
    </section>
  );
}
