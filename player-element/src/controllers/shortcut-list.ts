import { format } from '../core/i18n.js';
import type { OverlayMessages } from '../core/i18n-overlays.js';
import type { ResolvedOptions } from '../core/options.js';
import type { PlayerState } from '../core/state.js';

/** One row of the shortcut list: the keys as shown, and what they do in the player's language. */
export interface ShortcutRow {
  keys: string;
  action: string;
}

/**
 * The keys of `KeyboardController` as the right-click menu lists them (issue 28), only those that act with
 * these options and this video: `f` only with `allowFullscreen`, `c` only with subtitles, `<` / `>` not with
 * `show_rate: 2`; none with `preventKeyboardEvent`. Imported by the context menu's lazy chunk only.
 */
export function shortcutList(state: PlayerState, m: OverlayMessages): ShortcutRow[] {
  const options: ResolvedOptions = state.options;
  if (options.preventKeyboardEvent) return [];
  const rows: (ShortcutRow | false)[] = [
    { keys: 'Space / k', action: m.keyPlay },
    { keys: '← / →', action: format(m.keySeek, { seconds: options.keyboardSeekTime / 1000 }) },
    { keys: 'j / l', action: m.keyJump },
    { keys: '0 … 9', action: m.keyPercent },
    { keys: 'Home / End', action: m.keyEnds },
    { keys: '↑ / ↓', action: m.keyVolume },
    { keys: 'm', action: m.keyMute },
    options.allowFullscreen && { keys: 'f', action: m.keyFullscreen },
    state.subtitles.tracks.length > 0 && options.subtitlesEnabled !== false && { keys: 'c', action: m.keyCaptions },
    options.show_rate !== 2 && { keys: '< / >', action: m.keySpeed },
  ];
  return rows.filter((row): row is ShortcutRow => row !== false);
}
