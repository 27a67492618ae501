/**
 * The `<ddi-player>` package entry: importing it defines the element.
 * Pages load the build as `<script type="module" src="/player/ddi-player.js">`.
 */
export { DdiPlayer } from './ddi-player/ddi-player.js';
export { DdiPlayButton } from './ddi-play-button/ddi-play-button.js';
export type { PlayerEventDetails, PlayerRequestDetails, PlayerEventName } from './core/events.js';
export type { PlayerState } from './core/state.js';
export { ErrorCode, type PlayerError } from './core/errors.js';
export type { PlayerLanguage } from './core/i18n.js';
