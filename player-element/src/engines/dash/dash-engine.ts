import { MediaPlayer, type MediaPlayerSettingClass } from 'dashjs';
import { fetchClearKeys } from '../access.js';
import type { Engine, EngineContext } from '../engine.js';
import { prefetchedManifestLoader } from './dash-prefetch.js';

const autoSwitch = (video: boolean): MediaPlayerSettingClass => ({ streaming: { abr: { autoSwitchBitrate: { video } } } });

/**
 * MPEG-DASH through dash.js; this module is its own chunk, loaded only for `.mpd` sources. With a ClearKey
 * licence server in `access` the stream plays through EME (`org.w3.clearkey`): the player makes the licence
 * exchange itself (`fetchClearKeys`, fatal after more than 3 consecutive failures, spec §8) and hands the
 * keys to dash.js, whose own licence path rejects the W3C common PSSH that packagers write
 * (`generateRequest` TypeError in Chromium).
 *
 * dash.js gives the `<video>` its MediaSource only after the manifest (and the licence) arrived:
 * `sourceAttached` settles at that moment (the element's `loadstart` on the MediaSource URL), on a fatal
 * error or on destroy, so that a `play()` is not made earlier and cancelled by that load (AbortError).
 */
export function attach({ video, url, onFatalError, onLevels, access, startPosition, manifest }: EngineContext): Engine {
  const player = MediaPlayer().create();
  // The MPD the host prefetched while this chunk loaded answers dash.js's first manifest request (decision 0057).
  if (manifest) player.extend('XHRLoader', prefetchedManifestLoader(manifest), true);
  // Errors reach the host as `#007`; dash.js's own logging stays at errors only.
  player.updateSettings({
    debug: { logLevel: 1 as NonNullable<NonNullable<MediaPlayerSettingClass['debug']>['logLevel']> },
  } as MediaPlayerSettingClass);
  player.on('streamInitialized', () => {
    const representations = player.getRepresentationsByType('video');
    onLevels(representations.map((representation, index) => ({ index, height: representation.height, bitrate: representation.bandwidth })));
  });
  let settle = () => {};
  const sourceAttached = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const onLoadStart = () => {
    if (video.currentSrc.startsWith('blob:')) settle();
  };
  video.addEventListener('loadstart', onLoadStart);
  void sourceAttached.then(() => video.removeEventListener('loadstart', onLoadStart));
  const fatal = (details: string) => {
    settle();
    onFatalError({ fatal: true, details });
  };
  player.on('error', (event: { error?: { message?: string; code?: number } }) => {
    fatal(event.error?.message ?? `dash.js error ${event.error?.code ?? ''}`.trim());
  });
  let destroyed = false;
  let initialized = false;
  const start = () => {
    if (destroyed) return;
    initialized = true;
    player.initialize(video, url, false, startPosition && startPosition > 0 ? startPosition : undefined);
  };
  if (access?.clearKeyServer) {
    fetchClearKeys(access.clearKeyServer, url).then(
      (clearkeys) => {
        if (destroyed) return;
        player.setProtectionData({ 'org.w3.clearkey': { clearkeys } });
        start();
      },
      (error: unknown) => {
        if (!destroyed) fatal(error instanceof Error ? error.message : String(error));
      },
    );
  } else {
    start();
  }
  return {
    name: 'dash',
    sourceAttached,
    setLevel(index) {
      player.updateSettings(autoSwitch(index < 0));
      if (index >= 0) player.setRepresentationForTypeByIndex('video', index, true);
    },
    destroy: () => {
      destroyed = true;
      // dash.js throws "MediaPlayer not initialized!" when destroyed before `initialize` (e.g. licence failed).
      if (initialized) player.destroy();
      settle();
    },
  };
}
