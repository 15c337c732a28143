import { useEffect, useState } from 'react';

const MINUTE = 60_000;

/** The current time, moved on every minute, so '5 menit yang lalu' does not freeze while the panel is open. */
export function useNow(intervalMs: number = MINUTE): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
