/**
 * The app's pattern for a page or a region that has nothing else to show (design brief "States"): an icon in a
 * soft disc, a heading or a sentence, supporting text and one clear primary action (others beside it, quieter).
 * Used by the error pages (/403, /404, /500), the load-failed and system-upgrade state, and empty states.
 */
import type { ComponentType, ReactNode, SVGProps } from 'react';

export interface StatePanelProps {
  /** A lucide-react icon (decorative: hidden from assistive technology). */
  readonly icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** 'warning' for a system upgrade; otherwise the brand's tint. */
  readonly tone?: 'brand' | 'warning';
  /** A line above the heading, hidden from assistive technology (e.g. the error's status code). */
  readonly eyebrow?: string;
  /** The heading and its level, when the panel is the page's main content; none for a panel inside a page. */
  readonly title?: string;
  readonly titleLevel?: 1 | 2;
  /** The supporting text. */
  readonly children?: ReactNode;
  /** The actions, the primary first. */
  readonly actions?: ReactNode;
  readonly className?: string;
  /** ARIA role of the panel, e.g. 'alert' when it replaces content that failed to load. */
  readonly role?: 'alert' | 'status';
}

export function StatePanel({ icon: Icon, tone = 'brand', eyebrow, title, titleLevel = 1, children, actions, className, role }: StatePanelProps) {
  const Heading = titleLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={['state-panel', `state-panel--${tone}`, className].filter(Boolean).join(' ')} role={role}>
      <span className="state-panel__icon" aria-hidden="true">
        <Icon focusable="false" />
      </span>
      {eyebrow !== undefined && (
        <p className="state-panel__eyebrow" aria-hidden="true">
          {eyebrow}
        </p>
      )}
      {title !== undefined && <Heading className="state-panel__title">{title}</Heading>}
      {children !== undefined && <div className="state-panel__text">{children}</div>}
      {actions !== undefined && <div className="state-panel__actions">{actions}</div>}
    </div>
  );
}
