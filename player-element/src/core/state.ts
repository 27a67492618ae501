import { createContext } from '@lit/context';
import type { PlayerError } from './errors.js';
import type { Messages } from './i18n.js';

/** Everything the controls and overlays may read. Only the `<ddi-player>` host writes it. */
export interface PlayerState {
  paused: boolean;
  ended: boolean;
  currentTime: number;
  duration: number;
  /** True once media is attached and can start. */
  ready: boolean;
  error: PlayerError | null;
  /** The catalogue of the current language. */
  messages: Messages;
}

/** The state handed down to sub-elements through @lit/context. */
export const playerStateContext = createContext<PlayerState>(Symbol('ddi-player-state'));
