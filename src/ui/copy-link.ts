import { showToast } from './toast';

/** A path of this app as an address to send someone: '/shared/abc' → 'https://host/shared/abc'. */
export const absoluteUrl = (path: string): string => `${window.location.origin}${path}`;

/**
 * Put an address on the clipboard, saying so when `copied` is given. Without
 * clipboard access (an insecure origin, a denied permission) the address is
 * shown in a toast to copy by hand.
 */
export function copyToClipboard(url: string, copied?: string): void {
  void Promise.resolve()
    .then(() => navigator.clipboard.writeText(url))
    .then(() => copied && showToast({ severity: 'success', summary: copied }))
    .catch(() => showToast({ severity: 'info', summary: 'Copy this link', detail: url, life: 15_000 }));
}
