/**
 * A modal's Tab key: from its last control Tab goes to its first, Shift+Tab from its first to its last, so focus
 * stays inside. `focusable`: the modal's controls in order.
 */
export function keepTabInside(
  event: { shiftKey: boolean; preventDefault(): void },
  focusable: HTMLElement[],
) {
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
