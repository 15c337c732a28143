import { QueryClientProvider, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PrimeReactProvider } from 'primereact/api';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { onForbidden } from '../api/http';
import { ToastHost } from '../ui/ToastHost';
import { AppRoutes } from './routes';
import { useAppSession } from './session-context';

/**
 * No ripple; and the native <select> a Dropdown keeps for form autofill is
 * hidden from assistive technology too (it is already out of the tab order):
 * the Dropdown itself is what a screen reader should meet, not an unlabelled twin.
 */
/**
 * PrimeReact 10.9's Dropdown puts aria-activedescendant="dropdownItem_-1" on its root while it has focus and no
 * option is highlighted: an attribute a plain div may not carry, naming no element (axe: critical). The input
 * inside keeps its own, valid one.
 */
const PRIME_REACT = { ripple: false, pt: { dropdown: { select: { 'aria-hidden': true }, root: { 'aria-activedescendant': undefined } } } } as const;

/** Data and widgets: react-query, PrimeReact, the one toast host. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PrimeReactProvider value={PRIME_REACT}>
        {children}
        <ToastHost />
      </PrimeReactProvider>
    </QueryClientProvider>
  );
}

/** A 403 err_forbidden from any call: signed in, but not allowed (§2) — the /forbidden page. */
function ForbiddenRedirect() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const unsubscribe = onForbidden(() => navigate('/forbidden'));
    return () => {
      unsubscribe();
    };
  }, [navigate]);
  return null;
}

/** Signing out, or in as someone else, forgets every cached answer: the next user must not see them. */
function ForgetOnUserChange() {
  const queryClient = useQueryClient();
  const userId = useAppSession().session?.user.userId ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) queryClient.clear();
    previous.current = userId;
  }, [userId, queryClient]);
  return null;
}

/** The routed app; needs an AppSessionProvider above it (main.tsx: the session flow; tests: a fake). */
export function AppBody() {
  return (
    <>
      <ForbiddenRedirect />
      <ForgetOnUserChange />
      <AppRoutes />
    </>
  );
}
