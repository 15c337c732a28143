import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlQuery } from '../../../src/ui/use-url-query';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useUrlQuery', () => {
  it('writes a change to the URL of the page it belongs to', () => {
    window.history.replaceState(null, '', '/hq');
    const { result } = renderHook(() => useUrlQuery({ search: '' }));
    act(() => result.current[1]({ search: 'Dimas' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/hq?search=Dimas');
  });

  it('drops a change that lands after the user went to another page (a search timer firing as a result is opened)', () => {
    window.history.replaceState(null, '', '/hq');
    const { result } = renderHook(() => useUrlQuery({ search: '' }));
    const set = result.current[1];
    // The click on a result: the address moves on before the list has rendered again.
    window.history.pushState(null, '', '/hq/employee-1');
    act(() => set({ search: 'Dimas' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/hq/employee-1');
  });
});
