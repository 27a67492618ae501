/**
 * The define guard of every player element: defines `tag` once, so that a second copy of the player on the page
 * (another bundle, the React wrappers) keeps the first definition instead of throwing.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
