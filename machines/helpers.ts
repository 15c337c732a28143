/** What every flow shares: its default effects and the words of its notices. */
import { errorMessage } from '../domain/errors';

/** A notify action's params: the app shows them as a toast. */
export type NotifyParams = { severity: 'success' | 'info' | 'warn' | 'error'; summary: string };

/**
 * An injected actor's default in `setup`: it never settles, so a machine run
 * without the app's (or a test's) `.provide` waits rather than invents an answer.
 */
export const never = <T>() => new Promise<T>(() => undefined);

/** A notify action with a fixed message. */
export const notify = (severity: NotifyParams['severity'], summary: string) => ({ type: 'notify', params: { severity, summary } }) as const;

/** The notify action of a failed effect: its error in §8's words. */
export const notifyError = {
  type: 'notify',
  params: ({ event }: { event: { error?: unknown } }): NotifyParams => ({ severity: 'error', summary: errorMessage(event.error) }),
} as const;
