import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

export type UrlQueryValues<K extends string> = Record<K, string>;

/**
 * A page's filters, search and pagination kept in the URL (§ "filters kept in
 * the URL"): a reload, a shared link or Back shows the same list. Values are
 * strings; `defaults` fill what the URL lacks and are left out of it. A change
 * replaces the history entry, except `push` for moves a user expects Back to undo.
 */
export function useUrlQuery<K extends string>(defaults: UrlQueryValues<K>) {
  const [params, setParams] = useSearchParams();
  // defaults is a new literal each render; its content is what matters.
  const defaultsKey = JSON.stringify(defaults);
  const values = useMemo(() => {
    const out = { ...defaults };
    for (const key of Object.keys(defaults) as K[]) {
      const v = params.get(key);
      if (v !== null) out[key] = v;
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params, defaultsKey]);

  // wouter writes the query onto the path this page was rendered at: a change
  // that lands after the user has gone elsewhere (a search box's 500 ms timer
  // firing as a result's link is clicked, while the next screen loads) would
  // take them back. Such a late change is dropped.
  const renderedAt = typeof window === 'undefined' ? '' : window.location.pathname;
  const set = useCallback(
    (patch: Partial<UrlQueryValues<K>>, options: { push?: boolean } = {}) => {
      if (typeof window !== 'undefined' && window.location.pathname !== renderedAt) return;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
            if (value === undefined || value === '' || value === defaults[key]) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: !options.push },
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [setParams, defaultsKey, renderedAt],
  );
  return [values, set] as const;
}
