import { useEffect } from 'react';

/** Our wording: the spec is silent on leaving a half-filled form. */
export const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes. Leave this page?';

export const confirmLeave = () => window.confirm(UNSAVED_CHANGES_MESSAGE);

function isInAppLink(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link instanceof HTMLAnchorElement && link.origin === window.location.origin && link.target !== '_blank';
}

/**
 * While the form has unsaved changes: the browser asks before the tab is
 * closed or reloaded, and a click on an in-app link (sidebar, breadcrumb) asks
 * first — it runs before the router's own click handler and stops it when the
 * user stays.
 */
export function useUnsavedChangesPrompt(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || !isInAppLink(event.target)) return;
      if (confirmLeave()) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [isDirty]);
}
