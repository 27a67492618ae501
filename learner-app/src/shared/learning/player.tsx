/**
 * `<ddi-player>` through its `@lit/react` wrapper. Import it lazily (see
 * `LazyPlayer`) so the player stays out of the pages that do not show video.
 */
import { DdiPlayer } from '@ddi/player-element/react';
import type { ComponentPropsWithRef } from 'react';

export type PlayerProps = ComponentPropsWithRef<typeof DdiPlayer>;

export default function Player(props: PlayerProps) {
  return <DdiPlayer {...props} />;
}
