/**
 * Writes the current page's query in place: the same path, the history entry replaced (a list's filter, home's tab,
 * a language query dropped). Such a navigation keeps the focus where it is (decision 0106).
 */
import { useLocation } from 'wouter';

export function useReplaceQuery(): (params: URLSearchParams) => void {
  const [location, navigate] = useLocation();
  return (params) => {
    const query = params.toString();
    navigate(query ? `${location}?${query}` : location, { replace: true });
  };
}
