import { LitElement, html, nothing } from 'lit';
import { playerRequest, type PlayerRequestDetails, type PlayerRequestName } from '../core/events.js';
import { formatTime } from '../core/format.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { icon, type IconName } from '../styles/icons.js';
import '../ddi-menu-button/ddi-menu-button.js';
import '../ddi-play-button/ddi-play-button.js';
import '../ddi-time-slider/ddi-time-slider.js';
import '../ddi-volume-control/ddi-volume-control.js';
import { styles } from './ddi-control-bar.styles.js';
import { ResizeController } from '../controllers/resize-controller.js';
import { defineElement } from '../core/define.js';

const sliderParts = 'progress, progress-buffered, progress-played, progress-thumb, tooltip, thumbnail, marker, marker-tip, marker-button';
const menuParts = 'button, menu, menu-item';
/** The cast button's lazy chunk, loaded once a cast target is reported. */
const castButton = () => void import('../ddi-cast-button/ddi-cast-button.js');

/**
 * Issue 28 item 7: when the row is too narrow for its controls (at any width, whatever the options and the
 * page's slotted controls), these are dropped, first to last, until it fits. Each stays reachable: the menus
 * in the nested Settings, the time in the seek bar's value, screenshot and page fullscreen by the spec's
 * small-width rule. Play, volume, danmu, Settings, picture-in-picture, fullscreen and a cast button always stay:
 * down to 320 px they fit with one more 36 px button.
 */
const DROP_ORDER = ['screenshot', 'pageFullscreen', 'line', 'quality', 'speed', 'subtitles', 'time'] as const;

/**
 * The bottom control bar of spec §2: progress, play/pause, volume, current/total time, the selector and
 * danmu slots, speed, quality, settings, screenshot, cast, picture-in-picture, page fullscreen and fullscreen.
 * Which controls show follows the options (`show_rate`, `screenshot`, `pictureInPicture`,
 * `full_page_screen`, `allowFullscreen`, `showLine`), the mode (audio mode hides the quality and line
 * selectors) and the player's width. The line selector (`Line`) shows when the video has several lines.
 * Settings is a nested menu: Speed, Quality, Subtitles (and Audio track), Line and Mode rows that open their
 * choices, and the Loop (and caption style) on/off rows. Whatever the width, the row never overflows: the
 * controls of `DROP_ORDER` are dropped (`data-dropped`) until it fits.
 *
 * @tag ddi-control-bar
 * @fires ddi-fullscreen-request - detail `{ kind: 'browser' | 'page' }`
 * @fires ddi-pip-request - the picture-in-picture button
 * @fires ddi-screenshot-request - the screenshot button
 * @fires ddi-line-request - the line selector: detail `{ line }`
 * @fires ddi-mode-request - the settings menu's mode: detail `{ mode }`
 * @fires ddi-danmu-request - the danmu toggle (shown when the video has danmu, unless `ban_barrage_btn` is `'on'`): detail `{ on }`
 * @slot selector - the subtitle / stream / line selector
 * @slot danmu - the danmu toggle
 * @slot markers - marker points on the progress bar
 * @csspart bar - the bar's box
 * @csspart time - the current / total time
 * @csspart button - every button of the bar
 * @csspart menu - the popup menus
 * @csspart menu-item - the menu choices
 * @csspart progress - the progress track (also `progress-buffered`, `progress-played`, `progress-thumb`, `tooltip`)
 * @csspart volume-slider - the volume track (also `volume-level`)
 * @cssproperty [--ddi-bar-background=linear-gradient(transparent, rgb(0 0 0 / 0.75))] - the bar's background
 * @cssproperty [--ddi-bar-height=40px] - height of the button row
 * @cssproperty [--ddi-control-color=#fff] - icons and text
 * @cssproperty [--ddi-icon-size=24px] - icon size
 */
export class DdiControlBar extends LitElement {
  static override styles = styles;

  #state = stateConsumer(this);
  /** The frame the row is fitted in, once per frame however many updates came before it. */
  #fitting = 0;
  constructor() {
    super();
    new ResizeController(this, () => this.#compact());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    cancelAnimationFrame(this.#fitting);
    this.#fitting = 0;
  }

  protected override updated(): void {
    // Fitted at the next frame, before it paints, once the controls have rendered too (a menu button grows when
    // it draws its value): the layout read there is the one the frame needs anyway. Measuring after every update
    // forced a layout of the page each time (a sixth of the mp4 page's main-thread time before its first frame).
    if (this.#fitting) return;
    this.#fitting = requestAnimationFrame(() => {
      this.#fitting = 0;
      this.#compact();
    });
  }

  /** Drops the controls of `DROP_ORDER`, first to last, until the row fits (all come back when it grows). */
  #compact(): void {
    const row = this.shadowRoot?.querySelector<HTMLElement>('.row');
    if (!row || row.clientWidth === 0) return;
    const fits = () => row.scrollWidth <= row.clientWidth + 1;
    const dropped = [...row.querySelectorAll('[data-dropped]')];
    if (!dropped.length && fits()) return;
    for (const element of dropped) element.removeAttribute('data-dropped');
    for (const name of DROP_ORDER) {
      if (fits()) break;
      row.querySelector(`[data-control="${name}"]`)?.setAttribute('data-dropped', '');
    }
  }

  protected override render() {
    const state = this.#state.value;
    if (!state) return nothing;
    const { messages: m, options, size } = state;
    const video = state.mode === 'video';
    const wide = size === 'normal';
    const fullscreen = state.fullscreen === 'browser';
    const page = state.fullscreen === 'page';
    const pip = options.pictureInPicture && video && 'pictureInPictureEnabled' in document && document.pictureInPictureEnabled;
    return html`<div class="bar" part="bar">
      <ddi-time-slider exportparts=${sliderParts}><slot name="markers" slot="markers"></slot></ddi-time-slider>
      <div class="row">
        <ddi-play-button exportparts="button"></ddi-play-button>
        <ddi-volume-control exportparts="button, volume-slider, volume-level" ?compact=${!wide}></ddi-volume-control>
        ${size === 'tiny' ? nothing : html`<span class="time" part="time" data-control="time">${formatTime(state.currentTime)} / ${formatTime(state.duration)}</span>`}
        <span class="spacer"></span>
        ${wide && video && state.lines.length > 1 && options.showLine !== 'off'
          ? html`<ddi-menu-button exportparts=${menuParts} data-control="line" label=${m.line} .text=${state.line} menu="line"></ddi-menu-button>`
          : nothing}
        ${size !== 'tiny' && options.subtitlesEnabled !== false && (state.subtitles.tracks.length || state.subtitles.audioTracks.length > 1)
          ? html`<ddi-menu-button exportparts=${menuParts} data-control="subtitles" label=${m.subtitles} menu="subtitles">${icon('subtitles')}</ddi-menu-button>`
          : nothing}
        <slot name="selector"></slot>
        <slot name="danmu"></slot>
        ${state.danmu !== 'none' && options.ban_barrage_btn !== 'on'
          ? this.#button('danmu', m.danmu, 'ddi-danmu-request', { on: state.danmu !== 'on' }, state.danmu === 'on')
          : nothing}
        ${wide && options.show_rate !== 2
          ? html`<ddi-menu-button exportparts=${menuParts} data-control="speed" label=${m.speed} .text=${`${state.playbackRate}x`} menu="speed"></ddi-menu-button>`
          : nothing}
        ${wide && video && state.levels.length
          ? html`<ddi-menu-button exportparts=${menuParts} data-control="quality" label=${m.quality} .text=${this.#levelLabel(state)} menu="quality"></ddi-menu-button>`
          : nothing}
        <ddi-menu-button exportparts=${menuParts} data-control="settings" nested label=${m.settings} menu="settings">${icon('settings')}</ddi-menu-button>
        ${wide && options.screenshot && video ? this.#button('screenshot', m.screenshot, 'ddi-screenshot-request', {}) : nothing}
        ${state.cast ? (castButton(), html`<ddi-cast-button exportparts="button"></ddi-cast-button>`) : nothing}
        ${pip ? this.#button('pip', m.pictureInPicture, 'ddi-pip-request', {}, state.pictureInPicture) : nothing}
        ${options.full_page_screen && size !== 'tiny'
          ? this.#button('pageFullscreen', page ? m.exitPageFullscreen : m.pageFullscreen, 'ddi-fullscreen-request', { kind: 'page' })
          : nothing}
        ${options.allowFullscreen
          ? this.#button(fullscreen ? 'exitFullscreen' : 'fullscreen', fullscreen ? m.exitFullscreen : m.fullscreen, 'ddi-fullscreen-request', { kind: 'browser' })
          : nothing}
      </div>
    </div>`;
  }

  #button<K extends PlayerRequestName>(name: IconName, label: string, request: K, detail: PlayerRequestDetails[K], pressed?: boolean) {
    return html`<button
      part="button"
      type="button"
      data-control=${name}
      aria-label=${label}
      title=${label}
      aria-pressed=${pressed === undefined ? nothing : pressed ? 'true' : 'false'}
      @click=${() => this.dispatchEvent(playerRequest(request, detail))}
    >
      ${icon(name)}
    </button>`;
  }

  #levelLabel(state: PlayerState): string {
    return state.levels.find((level) => level.index === state.level)?.label ?? state.messages.auto;
  }
}

defineElement('ddi-control-bar', DdiControlBar);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-control-bar': DdiControlBar;
  }
}
