import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation, useSearch } from 'wouter';
import { PageFailed } from '../features/errors/components/page-failed';

/**
 * Catches what a page (or the frame around the pages) throws while it renders, its code failing to load included,
 * and shows {@link PageFailed} in its place: the rest of the app (the header, when the frame is there) stays usable.
 * A new address (another page, another query) tries again.
 */
export function PageErrorBoundary({ children }: { readonly children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <ErrorBoundary fallbackRender={({ error }) => <PageFailed error={error} />} resetKeys={[path, search]}>
      {children}
    </ErrorBoundary>
  );
}
