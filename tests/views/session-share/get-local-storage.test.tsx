import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../../src/api/token';
import GetLocalStoragePage from '../../../src/features/session-share/GetLocalStoragePage';
import { isAllowedOrigin, parseAllowedOrigins } from '../../../src/features/session-share/session-share';

const ALLOWED = ['https://crm.example.com'];

function fakeOpener() {
  const opener = { postMessage: vi.fn() };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
  return opener;
}

function request(origin: string, source: unknown, data: unknown = { type: 'request-session' }) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });
}

describe('/get-local-storage', () => {
  beforeEach(() => localStorage.setItem(TOKEN_KEY, 'secret-token'));
  afterEach(() => Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true }));

  it('hands the token to an allowed opener, addressed to its exact origin', () => {
    const opener = fakeOpener();
    render(<GetLocalStoragePage allowedOrigins={ALLOWED} />);
    request('https://crm.example.com', opener);
    expect(opener.postMessage).toHaveBeenCalledWith({ type: 'session', token: 'secret-token' }, 'https://crm.example.com');
    expect(screen.getByRole('status')).toHaveTextContent('The session was shared with https://crm.example.com.');
  });

  it('gives nothing to an origin off the list, nor to a window that is not the opener', () => {
    const opener = fakeOpener();
    render(<GetLocalStoragePage allowedOrigins={ALLOWED} />);
    request('https://evil.example.com', opener);
    request('https://crm.example.com', {});
    request('https://crm.example.com', opener, { type: 'something-else' });
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing was shared.');
  });

  it('gives nothing when the allow-list is empty (the default)', () => {
    const opener = fakeOpener();
    render(<GetLocalStoragePage allowedOrigins={[]} />);
    request('https://crm.example.com', opener);
    expect(opener.postMessage).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Nothing was shared.');
  });

  it('reads the allow-list strictly', () => {
    expect(parseAllowedOrigins(undefined)).toEqual([]);
    expect(parseAllowedOrigins('')).toEqual([]);
    expect(parseAllowedOrigins(' https://a.example.com , http://localhost:5173/,*,null,https://b.example.com/path ')).toEqual([
      'https://a.example.com',
      'http://localhost:5173',
    ]);
    expect(isAllowedOrigin('null', ['null'])).toBe(false);
    expect(isAllowedOrigin('https://a.example.com', ['https://a.example.com'])).toBe(true);
    expect(isAllowedOrigin('https://a.example.com.evil.com', ['https://a.example.com'])).toBe(false);
  });
});
