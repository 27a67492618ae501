/**
 * React wrappers (player-api.md "Loading"): `import { DdiPlayer } from '@ddi/player-element/react'`.
 * Every public event of the player is an `onDdi…` prop; attributes and properties pass through.
 */
import * as React from 'react';
import { createComponent, type EventName } from '@lit/react';
import { DdiPlayer as DdiPlayerElement } from './ddi-player/ddi-player.js';
import type { PlayerEventDetails } from './core/events.js';

type Ev<K extends keyof PlayerEventDetails> = EventName<CustomEvent<PlayerEventDetails[K]>>;
const ev = <K extends keyof PlayerEventDetails>(name: K) => name as Ev<K>;

/** `<ddi-player>` as a React component. */
export const DdiPlayer = createComponent({
  tagName: 'ddi-player',
  elementClass: DdiPlayerElement,
  react: React,
  events: {
    onDdiReady: ev('ddi-ready'),
    onDdiStart: ev('ddi-start'),
    onDdiPlay: ev('ddi-play'),
    onDdiPause: ev('ddi-pause'),
    onDdiOver: ev('ddi-over'),
    onDdiPlayCompleted: ev('ddi-play-completed'),
    onDdiFullscreen: ev('ddi-fullscreen'),
    onDdiNormalScreen: ev('ddi-normal-screen'),
    onDdiError: ev('ddi-error'),
    onDdiVolumeChange: ev('ddi-volume-change'),
    onDdiSeek: ev('ddi-seek'),
    onDdiModeChange: ev('ddi-mode-change'),
    onDdiRateChange: ev('ddi-rate-change'),
    onDdiLevelChange: ev('ddi-level-change'),
    onDdiLineChange: ev('ddi-line-change'),
    onDdiQuestionShow: ev('ddi-question-show'),
    onDdiQuestionSkip: ev('ddi-question-skip'),
    onDdiQuestionAnswer: ev('ddi-question-answer'),
    onDdiVisitorSubmit: ev('ddi-visitor-submit'),
    onDdiClipEnd: ev('ddi-clip-end'),
    onDdiMarqueeTamper: ev('ddi-marquee-tamper'),
    onDdiRecommendSelect: ev('ddi-recommend-select'),
    onDdiSlideChange: ev('ddi-slide-change'),
    onDdiMainScreenChange: ev('ddi-main-screen-change'),
  },
});

export type { DdiPlayerElement };
