/**
 * One toast channel for the whole SPA: machines' notify actions, push
 * messages and pages all call showToast; <ToastHost/> renders them.
 */
export type ToastSeverity = 'success' | 'info' | 'warn' | 'error';

export interface ToastMessage {
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** Milliseconds; §9's toast lasts 5 s. */
  life?: number;
}

export const TOAST_LIFE_MS = 5_000;

type Listener = (message: ToastMessage) => void;
const listeners = new Set<Listener>();

export function showToast(message: ToastMessage): void {
  const m = { life: TOAST_LIFE_MS, ...message };
  listeners.forEach((l) => l(m));
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
