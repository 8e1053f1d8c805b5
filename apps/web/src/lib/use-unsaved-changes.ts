import { useEffect, useRef } from 'react';

/**
 * Asks before unsaved changes are left (spec: the editor): on closing or reloading the tab
 * (the browser's own question), on a click on a link inside the app, and on the browser's
 * back button. For the back button an extra history entry is kept while there are changes:
 * Back lands on it, and only a confirmed question goes back further.
 * Returns `confirmLeave()` for the screen's own buttons (e.g. Cancel) and `release()` to call
 * before navigating away after a save.
 */
export function useUnsavedChanges(dirty: boolean, question: string) {
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const releasedRef = useRef(false);
  const trapRef = useRef(false);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || releasedRef.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || releasedRef.current || event.defaultPrevented || event.button !== 0) return;
      const link = (event.target as HTMLElement | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target === '_blank' || link.origin !== window.location.origin) return;
      if (!window.confirm(question)) {
        event.preventDefault();
        event.stopImmediatePropagation();
      } else {
        releasedRef.current = true;
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [question]);

  useEffect(() => {
    if (!dirty || trapRef.current) return;
    trapRef.current = true;
    const here = window.location.href;
    window.history.pushState({ unsavedTrap: true }, '', here);
    const onPopState = () => {
      if (!trapRef.current) return;
      if (!dirtyRef.current || releasedRef.current || window.confirm(question)) {
        trapRef.current = false;
        window.removeEventListener('popstate', onPopState);
        window.history.back();
      } else {
        window.history.pushState({ unsavedTrap: true }, '', here);
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [dirty, question]);

  return {
    confirmLeave: () => !dirtyRef.current || releasedRef.current || window.confirm(question),
    release: () => {
      releasedRef.current = true;
    },
  };
}
