/**
 * The player, loaded on first use with a placeholder of its size meanwhile, speaking the app's language: its
 * `lang` (`playerLangOf`) and, first among the video's captions, those in the app's language (`captionTitlesOf`;
 * the video's own default when it has none). Every video of the app (unit, launch, scene) shows through it, so
 * none of them starts with captions in another language. A caller's `options` are added to these.
 */
import { Suspense, lazy, useMemo } from 'react';
import { useLocale } from '../i18n/use-locale';
import type { PlayerProps } from './player';
import { loadPlayer } from './player-code';
import { captionTitlesOf, playerLangOf } from './player-lang';

const Player = lazy(loadPlayer);

export function LazyPlayer({ options, ...props }: PlayerProps) {
  const locale = useLocale();
  const withLanguage = useMemo(() => ({ subtitlesPreferred: captionTitlesOf(locale), ...options }), [locale, options]);
  return (
    <Suspense fallback={<div className="player-placeholder skeleton__card" aria-hidden="true" />}>
      <Player lang={playerLangOf(locale)} {...props} options={withLanguage} />
    </Suspense>
  );
}
