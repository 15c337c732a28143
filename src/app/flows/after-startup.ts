/** The longest the background checks wait for the first screen's work. */
const FIRST_SCREEN_WAIT_MS = 5_000;

let firstScreenWork: Promise<unknown> = Promise.resolve();
let startup: Promise<void> | null = null;

/** main.tsx: what the first screen needs (its session, its first query, route-preload.ts); background checks wait for it. */
export function holdBackgroundChecksUntil(work: Promise<unknown>): void {
  firstScreenWork = work.catch(() => undefined);
}

function loadedAndIdle(): Promise<void> {
  return new Promise<void>((resolve) => {
    const whenIdle = () =>
      typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(() => resolve(), { timeout: 3_000 }) : setTimeout(resolve, 0);
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
  });
}

/**
 * Resolves once the first screen's work is done (or 5 s have passed), the
 * page has loaded and the browser is idle: the background checks (health,
 * latest version) start then, so they never queue in front of what the first
 * screen needs on the browser's six connections to the server.
 */
export function afterStartup(): Promise<void> {
  startup ??= Promise.race([firstScreenWork, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(loadedAndIdle);
  return startup;
}

/** An effect that waits for afterStartup() first. */
export const afterStartupThen =
  <T>(effect: () => Promise<T>) =>
  async (): Promise<T> => {
    await afterStartup();
    return effect();
  };
