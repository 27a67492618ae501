import { codeLoadFailed } from '../errors/code-load-error';

/**
 * The player's code (`./player`: `<ddi-player>` and its React wrapper), loaded once, by `LazyPlayer` on its first
 * render. A failure is a `CodeLoadError`, which the page shows.
 */
export const loadPlayer = () => import('./player').catch(codeLoadFailed);
