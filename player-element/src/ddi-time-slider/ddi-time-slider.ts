import { LitElement, html, nothing } from 'lit';
import { cssUrl } from '../core/css-url.js';
import { playerRequest } from '../core/events.js';
import { formatTime } from '../core/format.js';
import { format } from '../core/i18n.js';
import { TOOLTIP_WIDTH_PLAIN, TOOLTIP_WIDTH_THUMB, THUMB_HEIGHT, THUMB_WIDTH, thumbnailAt } from '../core/platform-rules.js';
import { stateConsumer, type PlayerMarker, type PlayerThumbnails, type ThumbnailTile } from '../core/state.js';
import { SliderController } from '../controllers/slider-controller.js';
import { styles } from './ddi-time-slider.styles.js';
import { defineElement } from '../core/define.js';

/** Arrow keys move by 5 s, Page Up/Down by 10% of the duration. */
const ARROW_STEP_S = 5;

/**
 * The progress bar: an APG slider named `Seek` with `aria-valuetext` like `1:05 of 3:20`, showing the
 * buffered range and the position. Dragging previews the time and asks the host to seek on release.
 * With the platform's sprite the tooltip shows a thumbnail (spec §9: every 15 s over 600 s, every 5 s
 * for 300–600 s, else none); key-frame markers are buttons that seek and show their description.
 *
 * @tag ddi-time-slider
 * @fires ddi-seek-request - detail `{ time }`: on release of a drag and on each key
 * @slot markers - marker points over the track (positioned by the page, in % of the width)
 * @csspart progress - the slider track
 * @csspart progress-buffered - the buffered range
 * @csspart progress-played - the played range
 * @csspart progress-thumb - the handle
 * @csspart tooltip - the time shown above the pointer (166 px wide with a thumbnail, 50 px without; wider for a chapter's name)
 * @csspart tooltip-chapter - the name of the chapter under the pointer, above the time (`<track kind="chapters">`)
 * @csspart thumbnail - the sprite tile in the tooltip (160x90)
 * @csspart marker - a key-frame marker button (also `marker-tip`, `marker-button`)
 * @cssproperty [--ddi-progress-height=6px] - thickness of the track
 * @cssproperty [--ddi-progress-track-color=rgb(255 255 255 / 0.3)] - the unplayed track
 * @cssproperty [--ddi-progress-buffered-color=rgb(255 255 255 / 0.5)] - the buffered range
 * @cssproperty [--ddi-progress-thumb-color=#fff] - the handle
 * @cssproperty [--ddi-theme-color=#5867FE] - the played range and the handle's ring
 * @cssproperty [--ddi-focus-color=#fff] - the keyboard focus ring
 */
export class DdiTimeSlider extends LitElement {
  static override styles = styles;

  #state = stateConsumer(this);
  #slider = new SliderController(this, (fraction, final) => {
    if (final) this.#seek(fraction * (this.#state.value?.duration ?? 0));
  });
  #hover: number | null = null;

  protected override render() {
    const state = this.#state.value;
    if (!state) return nothing;
    const { duration, messages } = state;
    const dragging = this.#slider.dragging;
    const time = dragging === null ? state.currentTime : dragging * duration;
    const percent = (seconds: number) => (duration > 0 ? Math.min(100, (seconds / duration) * 100) : 0);
    const banned = state.options.ban_seek === 'on';
    return html`<div
      class="track"
      part="progress"
      role="slider"
      tabindex="0"
      aria-label=${messages.seek}
      aria-valuemin="0"
      aria-valuemax=${Math.floor(duration)}
      aria-valuenow=${Math.floor(time)}
      aria-valuetext=${format(messages.seekValueText, { current: formatTime(time), total: formatTime(duration) })}
      aria-disabled=${banned ? 'true' : 'false'}
      @keydown=${this.#onKey}
      @pointerdown=${banned ? null : this.#slider.start}
      @pointermove=${this.#onHover}
      @pointerleave=${this.#onLeave}
    >
      <div class="rail"></div>
      <div class="buffered" part="progress-buffered" .style=${`width:${percent(state.buffered)}%`}></div>
      <div class="played" part="progress-played" .style=${`width:${percent(time)}%`}></div>
      <div class="thumb" part="progress-thumb" .style=${`left:${percent(time)}%`}></div>
      <slot name="markers"></slot>
      ${this.#hover === null || duration <= 0 ? nothing : this.#tooltip(this.#hover, duration, state.thumbnails, state.markers)}
    </div>
    ${state.markers.length && duration > 0
      ? html`<div class="markers" role="group" aria-label=${messages.markers}>${state.markers.map((marker, index) => this.#marker(marker, index, duration))}</div>`
      : nothing}`;
  }

  /**
   * Spec §9: the tooltip is 166 px wide with a thumbnail (160x90 tile of the sprite), 50 px without. Inside a
   * chapter (`<track kind="chapters">`) it names the chapter above the time, and grows to fit the name.
   */
  #tooltip(fraction: number, duration: number, thumbnails: PlayerThumbnails | null, markers: PlayerMarker[]) {
    const time = fraction * duration;
    const chapter = markers.findLast((marker) => marker.chapter && marker.time <= time)?.text;
    // A WebVTT thumbnails track names its tiles; the platform's sprite is a grid.
    const tile: Partial<ThumbnailTile> | null = thumbnails?.at ? thumbnails.at(time) : thumbnails ? thumbnailAt(time, duration) : null;
    const width = tile ? TOOLTIP_WIDTH_THUMB : TOOLTIP_WIDTH_PLAIN;
    return html`<div class="tooltip" part="tooltip" aria-hidden="true" .style=${`left:${fraction * 100}%;${chapter ? 'min-' : ''}width:${width}px`}>${chapter && html`<div part="tooltip-chapter">${chapter}</div>`}
      ${tile
        ? html`<div
            class="thumbnail"
            part="thumbnail"
            .style=${`width:${tile.w ?? THUMB_WIDTH}px;height:${tile.h ?? THUMB_HEIGHT}px;background:${cssUrl(tile.url ?? thumbnails!.url)} -${tile.x}px -${tile.y}px no-repeat`}
          ></div>`
        : nothing}
      ${formatTime(time)}
    </div>`;
  }

  /** A key-frame marker: a button at its time (seeks there) with its description and optional link button. */
  #marker(marker: PlayerMarker, index: number, duration: number) {
    const state = this.#state.value!;
    const label = format(state.messages.marker, { text: marker.text, time: formatTime(marker.time) });
    const open = this.#activeMarker === index;
    return html`<div class="marker-wrap" .style=${`left:${Math.min(100, (marker.time / duration) * 100)}%`}>
      <button
        class="marker"
        part="marker"
        type="button"
        aria-label=${label}
        aria-expanded=${open ? 'true' : 'false'}
        @pointerenter=${() => this.#showMarker(index)}
        @focus=${() => this.#showMarker(index)}
        @click=${() => state.options.ban_seek !== 'on' && this.#seek(marker.time)}
      ></button>
      ${open
        ? html`<div class="marker-tip" part="marker-tip" @pointerleave=${() => this.#showMarker(null)}>
            <span>${marker.text}</span>
            ${marker.button && /^https?:/i.test(marker.href)
              ? html`<a part="marker-button" href=${marker.href} target="_blank" rel="noopener noreferrer">${marker.button}</a>`
              : marker.button
                ? html`<span part="marker-button">${marker.button}</span>`
                : nothing}
          </div>`
        : nothing}
    </div>`;
  }

  #activeMarker: number | null = null;

  #showMarker(index: number | null) {
    this.#activeMarker = index;
    this.requestUpdate();
  }

  #seek(time: number) {
    this.dispatchEvent(playerRequest('ddi-seek-request', { time }));
  }

  #onKey(event: KeyboardEvent) {
    const state = this.#state.value;
    if (!state || state.duration <= 0) return;
    const { currentTime, duration } = state;
    const page = duration / 10;
    const targets: Record<string, number> = {
      ArrowRight: currentTime + ARROW_STEP_S,
      ArrowUp: currentTime + ARROW_STEP_S,
      ArrowLeft: currentTime - ARROW_STEP_S,
      ArrowDown: currentTime - ARROW_STEP_S,
      PageUp: currentTime + page,
      PageDown: currentTime - page,
      Home: 0,
      End: duration,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    if (state.options.ban_seek !== 'on') this.#seek(Math.min(duration, Math.max(0, target)));
  }

  #onHover(event: PointerEvent) {
    const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
    this.#hover = box.width > 0 ? Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)) : null;
    this.requestUpdate();
  }

  #onLeave() {
    this.#hover = null;
    this.requestUpdate();
  }
}

defineElement('ddi-time-slider', DdiTimeSlider);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-time-slider': DdiTimeSlider;
  }
}
