import { codeLoadFailed } from '../errors/code-load-error';

/**
 * The player's code (`./player`: `<ddi-player>` and its React wrapper), loaded once: by `LazyPlayer` on its first
 * render, and earlier by a route whose page always shows a video (the unit's video page), so the code arrives
 * beside the page's data instead of after it. A failure is a `CodeLoadError`, which the page shows.
 */
export const loadPlayer = () => import('./player').catch(codeLoadFailed);
