import { noChange } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';

/** Declarations by property name: dashed (`font-size`, `--ddi-x`) or camelCase (`fontSize`). */
export type CssProps = Readonly<Record<string, string | number | undefined | null>>;

const dashed = (name: string) => (name.startsWith('--') || name.includes('-') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));

/**
 * Sets an element's inline declarations through the CSSOM (`style.setProperty`), never through the
 * `style` attribute, so that pages with a Content-Security-Policy without `'unsafe-inline'` allow them
 * (decision 0017). Lit's `styleMap` writes the attribute on first render, which such a policy blocks.
 * Used in element position: `<div ${cssProps({ width: '40%' })}>`. A property left out or set to
 * `undefined`/`null`/`''` is removed.
 */
class CssPropsDirective extends Directive {
  #applied = new Set<string>();

  constructor(partInfo: PartInfo) {
    super(partInfo);
    if (partInfo.type !== PartType.ELEMENT) throw new Error('cssProps() goes in element position: <div ${cssProps({…})}>');
  }

  render(_props: CssProps): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [props]: [CssProps]): typeof noChange {
    const style = (part.element as HTMLElement | SVGElement).style;
    const next = new Set<string>();
    for (const [name, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === '') continue;
      const property = dashed(name);
      next.add(property);
      style.setProperty(property, String(value));
    }
    for (const property of this.#applied) if (!next.has(property)) style.removeProperty(property);
    this.#applied = next;
    return noChange;
  }
}

export const cssProps = /* @__PURE__ */ directive(CssPropsDirective);
