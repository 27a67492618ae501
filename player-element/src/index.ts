/**
 * The `<ddi-player>` package entry: importing it defines the element and its control bar.
 * Pages load the build as `<script type="module" src="/player/ddi-player.js">`.
 */
export { DdiPlayer, type PlayerInit } from './ddi-player/ddi-player.js';
export { DdiControlBar } from './ddi-control-bar/ddi-control-bar.js';
export { DdiPlayButton } from './ddi-play-button/ddi-play-button.js';
export { DdiBigPlayButton } from './ddi-big-play-button/ddi-big-play-button.js';
export { DdiTimeSlider } from './ddi-time-slider/ddi-time-slider.js';
export { DdiVolumeControl } from './ddi-volume-control/ddi-volume-control.js';
export { DdiMenuButton, type MenuGroup, type MenuItem } from './ddi-menu-button/ddi-menu-button.js';
export type {
  FullscreenKind,
  PlayerEventDetails,
  PlayerEventName,
  PlayerMode,
  PlayerRequestDetails,
  PlayerRequestName,
} from './core/events.js';
export type { PlayerLevel, PlayerState, SourceKind } from './core/state.js';
export type { Transcript, TranscriptCue } from './ddi-subtitles/subtitle-files.js';
export type { OnOff, PlayerOptions, ResolvedOptions, RightMenuItem, Skin, ViewerInfo } from './core/options.js';
export { defaultSpeeds, normaliseSpeeds, optionDefaults, skins } from './core/options.js';
export { ErrorCode, type PlayerError } from './core/errors.js';
export type { PlayerLanguage } from './core/i18n.js';
