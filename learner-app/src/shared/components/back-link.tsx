/**
 * The way back from a page to the one above it ("Back to the course", "Back to the report"): a chevron and bold
 * brand text, no underline until hovered, and a touch target of its own however short its text. One look for
 * every page that has one (course and project pages, unit pages, test introductions, reports, scenario pages).
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import ChevronLeft from 'lucide-react/icons/chevron-left';

export function BackLink({ href, children }: { readonly href: string; readonly children: ReactNode }) {
  return (
    <Link className="back-link" href={href}>
      <ChevronLeft aria-hidden="true" focusable="false" className="back-link__icon" />
      {children}
    </Link>
  );
}

export interface BackNavProps {
  readonly href: string;
  /** The navigation region's name: the page's title. */
  readonly label: string;
  readonly className?: string;
  /** The link's words. */
  readonly children: ReactNode;
}

/** A page's way back, above its title: a navigation region holding one {@link BackLink}. */
export function BackNav({ href, label, className, children }: BackNavProps) {
  return (
    <nav className={className ? `back-nav ${className}` : 'back-nav'} aria-label={label}>
      <BackLink href={href}>{children}</BackLink>
    </nav>
  );
}
