import { html, nothing, type TemplateResult } from 'lit';
import type { PlayerState } from '../core/state.js';

const coverFit = { scaleToFill: 'fill', scaleAspectFit: 'contain', scaleAspectFill: 'cover' } as const;

const barParts =
  'button, menu, menu-item, time, progress, progress-buffered, progress-played, progress-thumb, tooltip, thumbnail, marker, marker-tip, marker-button, volume-slider, volume-level';

/** What `<ddi-player>`'s shadow root shows besides the state: the `poster`, the overlays, and what a click on the picture does. */
export interface PlayerView {
  poster: string;
  overlays: TemplateResult;
  togglePlay(): void;
}

/**
 * `<ddi-player>`'s shadow root: the stage (video, cover, overlays, toast, error layer) and the control bar
 * with its slots, unless `ban_ui`, `skinLocation` 2 or `hideControlBar` hide it.
 */
export function renderPlayer(state: PlayerState, view: PlayerView): TemplateResult {
  const options = state.options;
  const controls = options.ban_ui !== 'on' && options.skinLocation !== 2 && !options.hideControlBar;
  const cover = view.poster || state.coverUrl;
  // The <video> is no tab stop (Firefox makes every video keyboard-focusable): the host takes focus and keys.
  return html`
    <div class="stage" part="stage">
      <video
        part="video"
        tabindex="-1"
        playsinline
        webkit-playsinline
        preload="metadata"
        .style=${`object-position:${options.video_align} center`}
        @click=${view.togglePlay}
      ></video>
      ${state.cover
        ? html`<div class=${cover ? 'cover image' : 'cover'} part="cover" @click=${view.togglePlay}>
            ${cover
              ? html`<img
                  part="cover-image"
                  src=${cover}
                  alt=""
                  .style=${`object-fit:${coverFit[options.cover_display]};opacity:${options.cover_opacity / 100}`}
                />`
              : nothing}
          </div>`
        : nothing}
      ${view.overlays}
      <div class="toast" part="toast" role="status" ?data-leaving=${state.toastLeaving}>${state.toast}</div>
      ${state.error ? html`<div class="error" part="error" role="alert">${state.error.message}</div>` : nothing}
    </div>
    ${controls
      ? html`<ddi-control-bar part="control-bar" exportparts=${barParts}>
          <slot name="selector" slot="selector"></slot>
          <slot name="danmu" slot="danmu"></slot>
          <slot name="markers" slot="markers"></slot>
        </ddi-control-bar>`
      : nothing}
  `;
}
