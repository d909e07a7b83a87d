/**
 * Where focus goes when a dialog closes. Radix returns it to a dialog's own trigger, but a dialog
 * opened from a menu item (a table row's "…" menu) has none, and focus would fall to the page.
 * So the last element focused outside menus and dialogs is remembered, and focus goes back there.
 */
let lastOutside: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]')) {
        lastOutside = target;
      }
    },
    true,
  );
}

/** An `onCloseAutoFocus` handler: focus back to the remembered element while it is on the page. */
export function returnFocus(event: Event): void {
  if (event.defaultPrevented || !lastOutside?.isConnected) return;
  event.preventDefault();
  lastOutside.focus();
}
