import type { Engine, EngineContext } from '../engine-contract.js';

/** The browser plays the URL itself (mp4, audio files, native HLS): one quality, no level switching. */
export function attach({ video, url, onFatalError, onLevels }: EngineContext): Engine {
  const onError = () => onFatalError({ fatal: true, details: video.error?.message || `media error ${video.error?.code ?? ''}`.trim() });
  video.addEventListener('error', onError);
  // Setting src starts the load algorithm; a load() after it would start it a second time.
  video.src = url;
  onLevels([]);
  return {
    name: 'native',
    setLevel() {},
    destroy() {
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}
