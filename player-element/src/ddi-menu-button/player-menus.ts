import type { PlayerState } from '../core/state.js';
import type { MenuGroup, MenuItem } from './menu-types.js';

/** The player's own menus (`<ddi-menu-button menu="…">` in the control bar), by name. */
export type PlayerMenu = 'speed' | 'quality' | 'line' | 'subtitles' | 'settings';

/**
 * The choices of the control bar's menus, built from the player's state when a menu opens (part of the
 * menu's lazy chunk, `menu-popup.ts`: the first load carries only the closed buttons).
 */
export const playerMenus: Record<PlayerMenu, (state: PlayerState) => MenuGroup[]> = {
  speed: (state) => [speedGroup(state)],
  quality: (state) => [qualityGroup(state)],
  line: (state) => [lineGroup(state)],
  subtitles: subtitleGroups,
  settings: settingsGroups,
};

function speedGroup(state: PlayerState): MenuGroup {
  return {
    label: state.messages.speed,
    items: state.options.speed.map((rate) => ({
      label: `${rate}x`,
      checked: rate === state.playbackRate,
      request: { name: 'ddi-rate-request', detail: { rate } },
    })),
  };
}

function qualityGroup(state: PlayerState): MenuGroup {
  const levels = [...state.levels].sort((a, b) => (a.index < 0 ? -1 : b.index < 0 ? 1 : b.index - a.index));
  return {
    label: state.messages.quality,
    items: levels.map((level) => ({
      label: level.index < 0 ? state.messages.auto : level.label,
      checked: level.index === state.level,
      request: { name: 'ddi-level-request', detail: { level: level.index } },
    })),
  };
}

function lineGroup(state: PlayerState): MenuGroup {
  return {
    label: state.messages.line,
    items: state.lines.map((line) => ({ label: line, checked: line === state.line, request: { name: 'ddi-line-request', detail: { line } } })),
  };
}

/** Spec §2 subtitle selector: each language, double subtitles, hide; the stream's audio tracks; the caption style panel. */
function subtitleGroups({ subtitles: s, messages: m, options }: PlayerState): MenuGroup[] {
  const selected = s.selected ?? [];
  const choose = (ids: string[]): MenuItem['request'] => ({ name: 'ddi-subtitle-request', detail: { selected: ids } });
  const items: MenuItem[] = s.tracks.map((track) => ({ label: track.label, checked: selected.length === 1 && selected[0] === track.id, request: choose([track.id]) }));
  if (s.tracks.length > 1 && options.subtitlesDoubleEnabled !== false) {
    const named = Array.isArray(options.subtitlesDoubleDefault) ? s.tracks.filter((track) => options.subtitlesDoubleDefault?.toString().split(',').includes(track.label)) : [];
    const pair = selected.length === 2 ? selected : (named.length === 2 ? named : s.tracks.slice(0, 2)).map((track) => track.id);
    items.push({ label: m.subtitlesDouble, checked: selected.length === 2, request: choose(pair) });
  }
  if (s.tracks.length) items.push({ label: m.subtitlesOff, checked: !selected.length, request: choose([]) });
  const groups = items.length ? [{ label: m.subtitles, items }] : [];
  if (s.audioTracks.length > 1) {
    groups.push({ label: m.audioTrack, items: s.audioTracks.map(({ index, label }) => ({ label, checked: index === s.audioTrack, request: { name: 'ddi-subtitle-request', detail: { audioTrack: index } } })) });
  }
  if (s.tracks.length) groups.push({ label: m.captionStyle, items: [{ label: m.captionStyle, kind: 'checkbox', checked: s.panel, request: { name: 'ddi-subtitle-request', detail: { panel: !s.panel } } }] });
  return groups;
}

/** The nested Settings menu: Speed, Quality, Subtitles (Audio track), Line, Mode, Loop (Caption style). */
function settingsGroups(state: PlayerState): MenuGroup[] {
  const { options, messages: m } = state;
  const groups: MenuGroup[] = [];
  const video = state.mode === 'video';
  if (options.show_rate !== 2) groups.push(speedGroup(state));
  if (video && state.levels.length) groups.push(qualityGroup(state));
  const subtitles = options.subtitlesEnabled !== false ? subtitleGroups(state) : [];
  const captionStyle = subtitles.find((group) => group.label === m.captionStyle);
  groups.push(...subtitles.filter((group) => group !== captionStyle));
  if (video && state.lines.length > 1 && options.showLine !== 'off') groups.push(lineGroup(state));
  if (options.audioMode && options.videoMode) {
    groups.push({
      label: m.mode,
      items: (['video', 'audio'] as const).map((mode) => ({
        label: mode === 'video' ? m.videoMode : m.audioMode,
        checked: state.mode === mode,
        request: { name: 'ddi-mode-request', detail: { mode } },
      })),
    });
  }
  groups.push({
    label: m.loop,
    items: [{ label: m.loop, kind: 'checkbox', checked: state.loop, request: { name: 'ddi-loop-request', detail: { loop: !state.loop } } }],
  });
  if (captionStyle) groups.push(captionStyle);
  return groups;
}
