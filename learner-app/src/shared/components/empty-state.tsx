/**
 * A page with nothing to show yet (app-look.md "States": one sentence and one action): an icon, a title, how the
 * learner fills the page, and a link to where they do it. The notebook and the certificates use it.
 */
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'wouter';

export interface EmptyStateProps {
  readonly icon: ComponentType<SVGProps<SVGSVGElement>>;
  readonly title: string;
  readonly text: string;
  readonly action: string;
  readonly href: string;
}

export function EmptyState({ icon: Icon, title, text, action, href }: EmptyStateProps) {
  return (
    <div className="empty-state empty-state--guide">
      <Icon className="empty-state__image" aria-hidden="true" focusable="false" />
      <h2 className="empty-state__title">{title}</h2>
      <p className="empty-state__guide">{text}</p>
      <Link className="button button--primary" href={href}>
        {action}
      </Link>
    </div>
  );
}
