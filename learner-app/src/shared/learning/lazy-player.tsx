/** The player, loaded on first use with a placeholder of its size meanwhile. */
import { Suspense, lazy } from 'react';
import type { PlayerProps } from './player';

const Player = lazy(() => import('./player'));

export function LazyPlayer(props: PlayerProps) {
  return (
    <Suspense fallback={<div className="player-placeholder skeleton__card" aria-hidden="true" />}>
      <Player {...props} />
    </Suspense>
  );
}
