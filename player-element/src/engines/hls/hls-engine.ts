import Hls from 'hls.js';
import type { Engine, EngineContext } from '../engine.js';

/** HLS through hls.js and Media Source Extensions; loaded as its own chunk only for HLS sources. */
export function attach({ video, url, onFatalError }: EngineContext): Engine {
  const hls = new Hls({ enableWorker: true });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatalError({ fatal: true, details: data.details });
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    name: 'hls',
    destroy: () => hls.destroy(),
  };
}
