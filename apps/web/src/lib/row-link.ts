import type { MouseEvent } from 'react';

/** What a click inside a row or a card leaves to the element it landed on. */
export const OWN_CLICK = 'a, button, input, select, textarea, label, summary, [role="switch"], [role="checkbox"], [role="menuitem"], [role="dialog"]';

/** The link that a row or card opens (marked with `data-row-link`). */
const ROW_LINK_SELECTOR = 'a[data-row-link]';

/**
 * A click on a row (or a card) that holds a link to its page, anywhere but on the link itself
 * or one of the row's controls: a plain click follows the link in this tab (the link's own
 * client-side navigation), a click with Ctrl, ⌘ or Shift and a middle click open it in a new
 * tab, as a click on the link would. A click that ends a text selection does nothing, so that
 * the row's text can still be copied. Use it as the container's onClick and onAuxClick.
 */
export function followRowLink(event: MouseEvent<HTMLElement>): void {
  if (event.button !== 0 && event.button !== 1) return;
  const target = event.target as Element;
  const container = event.currentTarget;
  const own = target.closest(OWN_CLICK);
  if (own && own !== container && container.contains(own)) return;
  const link = container.querySelector<HTMLAnchorElement>(ROW_LINK_SELECTOR);
  if (!link) return;
  const selection = window.getSelection();
  if (selection && !selection.isCollapsed && container.contains(selection.anchorNode)) return;
  if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) {
    event.preventDefault();
    window.open(link.href, '_blank', 'noopener');
    return;
  }
  link.click();
}
