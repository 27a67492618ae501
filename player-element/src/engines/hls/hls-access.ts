import type { HlsConfig, Loader, LoaderCallbacks, LoaderConfiguration, LoaderContext } from 'hls.js';
import { withParams, type StreamAccess } from '../access.js';

type LoaderClass = HlsConfig['loader'];

/**
 * A hls.js loader (the `loader` config: hls.js loads playlists, fragments and AES-128 keys through it)
 * that applies the platform's `StreamAccess`: query parameters on playlists, the route marker rewrite on
 * fragments, and for keys the versioned key path + token and the client-side decryption of the key
 * response before hls.js sees it. hls.js matches a key response to its request by the context's URL, so
 * keys are requested with a copy of the context and answered with the original.
 */
export function accessLoader(Base: LoaderClass, access: StreamAccess): LoaderClass {
  class AccessLoader extends (Base as unknown as new (config: HlsConfig) => Loader<LoaderContext>) {
    override load(context: LoaderContext, config: LoaderConfiguration, callbacks: LoaderCallbacks<LoaderContext>): void {
      const type = (context as { type?: string }).type;
      if (type === 'manifest' || type === 'level' || type === 'audioTrack' || type === 'subtitleTrack') {
        context.url = withParams(context.url, access.playlistParams);
      } else if (type !== 'key') {
        if (access.fragmentUrl) context.url = access.fragmentUrl(context.url);
      } else {
        const request = { ...context, url: access.keyUrl ? access.keyUrl(context.url) : context.url };
        const decrypt = access.decryptKey;
        super.load(request, config, {
          ...callbacks,
          onSuccess: (response, stats, _loaded, details) => {
            if (!decrypt) return callbacks.onSuccess(response, stats, context, details);
            decrypt(response.data as ArrayBuffer).then(
              (key) => callbacks.onSuccess({ ...response, data: key }, stats, context, details),
              (error: unknown) =>
                callbacks.onError({ code: 0, text: `key decryption failed: ${error instanceof Error ? error.message : String(error)}` }, context, details, stats),
            );
          },
          onError: (error, _loaded, details, stats) => callbacks.onError(error, context, details, stats),
          onTimeout: (stats, _loaded, details) => callbacks.onTimeout(stats, context, details),
          ...(callbacks.onAbort ? { onAbort: (stats, _loaded, details) => callbacks.onAbort?.(stats, context, details) } : {}),
        } as LoaderCallbacks<LoaderContext>);
        return;
      }
      super.load(context, config, callbacks);
    }
  }
  return AccessLoader as unknown as LoaderClass;
}
