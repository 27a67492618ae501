import { MediaPlayer, type MediaPlayerSettingClass } from 'dashjs';
import type { Engine, EngineContext } from '../engine.js';

const autoSwitch = (video: boolean): MediaPlayerSettingClass => ({ streaming: { abr: { autoSwitchBitrate: { video } } } });

/** MPEG-DASH through dash.js; this module is its own chunk, loaded only for `.mpd` sources. */
export function attach({ video, url, onFatalError, onLevels }: EngineContext): Engine {
  const player = MediaPlayer().create();
  // Errors reach the host as `#007`; dash.js's own logging stays at errors only.
  player.updateSettings({ debug: { logLevel: 1 as NonNullable<NonNullable<MediaPlayerSettingClass['debug']>['logLevel']> } });
  player.on('streamInitialized', () => {
    const representations = player.getRepresentationsByType('video');
    onLevels(representations.map((representation, index) => ({ index, height: representation.height, bitrate: representation.bandwidth })));
  });
  player.on('error', (event: { error?: { message?: string; code?: number } }) => {
    onFatalError({ fatal: true, details: event.error?.message ?? `dash.js error ${event.error?.code ?? ''}`.trim() });
  });
  player.initialize(video, url, false);
  return {
    name: 'dash',
    setLevel(index) {
      player.updateSettings(autoSwitch(index < 0));
      if (index >= 0) player.setRepresentationForTypeByIndex('video', index, true);
    },
    destroy: () => player.destroy(),
  };
}
