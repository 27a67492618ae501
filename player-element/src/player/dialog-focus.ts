// Modal dialog helpers of the modal controller (player/modal-controller.ts, in the overlays' lazy chunks): Tab trapping and
// giving focus back to where it was (or to the player) when the dialog closes.

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The focused element, looking through open shadow roots. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Visible focusable elements inside `container`, in tree order (radio groups: only the checked or first radio of a name). */
export function focusables(container: Element): HTMLElement[] {
  const seenRadios = new Set<string>();
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => {
    if (element.getClientRects().length === 0) return false;
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const group = [...container.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${element.name}"]`)];
      const tabStop = group.find((radio) => radio.checked) ?? group[0];
      if (element !== tabStop || seenRadios.has(element.name)) return false;
      seenRadios.add(element.name);
    }
    return true;
  });
}

/**
 * Keeps Tab inside `container` (a modal dialog) by moving focus itself: Tab goes to the next focusable (the
 * first after the last, or when focus is on the dialog box or outside it), Shift+Tab to the previous (the
 * last before the first). Returns true when it handled the key.
 */
export function trapTab(event: KeyboardEvent, container: Element): boolean {
  if (event.key !== 'Tab') return false;
  event.preventDefault();
  const items = focusables(container);
  if (items.length === 0) return true;
  const root = container.getRootNode() as ShadowRoot | Document;
  const index = items.indexOf(root.activeElement as HTMLElement);
  const last = items.length - 1;
  items[event.shiftKey ? (index <= 0 ? last : index - 1) : index === -1 || index === last ? 0 : index + 1]!.focus();
  return true;
}

/** `node` is `host` or inside it, through shadow roots. */
export function within(host: Element, node: Node | null): boolean {
  for (let current = node; current; current = (current.getRootNode() as ShadowRoot).host ?? null) {
    if (current === host || host.contains(current)) return true;
  }
  return false;
}

/** Focus back to `previous` when it is still in the page, else to the `<ddi-player>` around `element`. */
export function restoreFocus(element: Element, previous: Element | null): void {
  if (previous instanceof HTMLElement && previous.isConnected && previous !== document.body) {
    previous.focus();
    return;
  }
  let node: Node = element;
  while (node.getRootNode() instanceof ShadowRoot) {
    node = (node.getRootNode() as ShadowRoot).host;
    if (node instanceof HTMLElement && node.localName === 'ddi-player') break;
  }
  if (node instanceof HTMLElement && node !== element) node.focus();
}
