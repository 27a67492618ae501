import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { CAPTION_GRID_COLUMNS, CAPTION_GRID_ROWS, SUBTITLE_FONT_MAX, SUBTITLE_FONT_MIN, SUBTITLE_SEEK_REFRESH_MS } from '../core/constants.js';
import { cssProps, type CssProps } from '../core/css-props.js';
import { playerRequest } from '../core/events.js';
import { overlayMessages, type OverlayMessageKey, type OverlayMessages } from '../core/i18n-overlays.js';
import type { ResolvedOptions, SubtitleStyle } from '../core/options.js';
import { stateConsumer, type CaptionStyle, type PlayerState, type SubtitleCue, type SubtitleTrack } from '../core/state.js';
import { readPreferences } from '../core/storage.js';
import { parseSubtitles, subtitleFormat } from './subtitle-parser.js';
import { defaultSubtitleChoice } from './subtitle-files.js';
import { isAborted, request, RequestScope } from '../platform/request.js';
import { styles } from './ddi-subtitles.styles.js';
import { ResizeController } from '../controllers/resize-controller.js';
import { defineElement } from '../core/define.js';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Spec §5 / §9: the subtitle font size at the base size (`srt_caption_base_width` x
 * `srt_caption_base_height`) scaled to the player's size, then clamped to 20–40 px.
 */
export function captionFontSize(fontSize: number, options: Pick<ResolvedOptions, 'srt_caption_base_width' | 'srt_caption_base_height'>, width: number, height: number): number {
  const scale = captionScale(options, width, height);
  return clamp((Number.isFinite(fontSize) && fontSize > 0 ? fontSize : SUBTITLE_FONT_MIN) * scale, SUBTITLE_FONT_MIN, SUBTITLE_FONT_MAX);
}

/** The player's size over the caption base size (`srt_caption_base_width` x `srt_caption_base_height`), the smaller ratio. */
function captionScale(options: Pick<ResolvedOptions, 'srt_caption_base_width' | 'srt_caption_base_height'>, width: number, height: number): number {
  const { srt_caption_base_width: baseWidth, srt_caption_base_height: baseHeight } = options;
  return width > 0 && height > 0 && baseWidth > 0 && baseHeight > 0 ? Math.min(width / baseWidth, height / baseHeight) : 1;
}

/**
 * Spec §3 `srt_caption_txt_height`: the caption line height in px at the base size, scaled to the player's
 * size like `srt_caption_txt_size`, and never below the (clamped) font size, so lines do not overlap.
 * Not a number above 0: the default 20.
 */
export function captionLineHeight(lineHeight: number, fontSize: number, options: Pick<ResolvedOptions, 'srt_caption_base_width' | 'srt_caption_base_height'>, width: number, height: number): number {
  const base = Number.isFinite(lineHeight) && lineHeight > 0 ? lineHeight : SUBTITLE_FONT_MIN;
  return Math.max(base * captionScale(options, width, height), fontSize);
}

/** The caption style choices the viewer has (values, label keys); `''` is the page's default. */
const choices = {
  fontFamily: [['', 'captionDefault'], ['sans-serif', 'fontSans'], ['serif', 'fontSerif'], ['monospace', 'fontMono']],
  fontScale: [[50, '50%'], [75, '75%'], [100, '100%'], [150, '150%'], [200, '200%']],
  color: [['', 'captionDefault'], ['white', 'colorWhite'], ['yellow', 'colorYellow'], ['cyan', 'colorCyan'], ['green', 'colorGreen'], ['black', 'colorBlack']],
  background: [['', 'captionDefault'], ['black', 'colorBlack'], ['white', 'colorWhite'], ['none', 'colorNone']],
  edge: [['', 'captionDefault'], ['none', 'colorNone'], ['outline', 'edgeOutline'], ['shadow', 'edgeShadow'], ['raised', 'edgeRaised'], ['depressed', 'edgeDepressed']],
  opacity: [[1, '100%'], [0.75, '75%'], [0.5, '50%'], [0.25, '25%']],
} as const satisfies Record<keyof CaptionStyle, readonly (readonly [string | number, string])[]>;

const settingLabels: Record<keyof CaptionStyle, OverlayMessageKey> = {
  fontFamily: 'captionFont',
  fontScale: 'captionSize',
  color: 'captionColor',
  background: 'captionBackground',
  edge: 'captionEdge',
  opacity: 'captionOpacity',
};

/** Keeps only known choices of a saved caption style (bad storage contents are ignored). */
export function validCaptionStyle(value: unknown): CaptionStyle {
  const style: Record<string, unknown> = {};
  if (value && typeof value === 'object') {
    for (const [key, options] of Object.entries(choices)) {
      const entry = (value as Record<string, unknown>)[key];
      if (entry !== '' && options.some(([option]) => option === entry)) style[key] = entry;
    }
  }
  return style as CaptionStyle;
}

const colors: Record<string, string> = { white: '255 255 255', yellow: '255 255 0', cyan: '0 255 255', green: '0 255 0', black: '0 0 0' };
const edges: Record<string, string> = {
  none: 'none',
  outline: '-1px -1px 0 #000, 1px -1px 0 #000, -1px 1px 0 #000, 1px 1px 0 #000',
  shadow: '2px 2px 3px rgb(0 0 0 / 0.9)',
  raised: '-1px -1px 0 rgb(255 255 255 / 0.6), 1px 1px 0 #000',
  depressed: '1px 1px 0 rgb(255 255 255 / 0.6), -1px -1px 0 #000',
};

/** The page's `subtitleStyle` (spec §3 style entries) under the viewer's caption style. */
function textStyle(page: SubtitleStyle, viewer: CaptionStyle, fontSize: number, lineHeight: number): CssProps {
  const opacity = viewer.opacity ?? 0.75;
  const background = viewer.background === 'none' ? 'transparent' : `rgb(${colors[viewer.background ?? 'black']} / ${opacity})`;
  const outline = page.outlineWidth && page.outlineWidth > 0 ? `${page.outlineWidth}px ${page.outlineColor ?? '#000'}` : undefined;
  return {
    'font-size': `${(fontSize * (viewer.fontScale ?? 100)) / 100}px`,
    'line-height': `${(lineHeight * (viewer.fontScale ?? 100)) / 100}px`,
    color: viewer.color ? `rgb(${colors[viewer.color]})` : (page.fontColor ?? '#fff'),
    'font-weight': page.fontBold ? 'bold' : undefined,
    'font-style': page.fontItalics ? 'italic' : undefined,
    'font-family': viewer.fontFamily ?? page.fontStyle ?? 'system-ui, sans-serif',
    'letter-spacing': page.spacing ? `${page.spacing}px` : undefined,
    background,
    'text-shadow': edges[viewer.edge ?? (outline ? 'none' : 'outline')],
    '-webkit-text-stroke': outline,
    'paint-order': outline ? 'stroke fill' : undefined,
  };
}

const writingMode = (vertical: string | undefined) => (vertical === 'rl' ? 'vertical-rl' : vertical === 'lr' ? 'vertical-lr' : undefined);

/**
 * Spec §2: where a stream caption cue sits on the grid of `CAPTION_GRID_ROWS` rows by `CAPTION_GRID_COLUMNS`
 * characters, as percentages of the layer. A snapped `line` is a row counted from 0 at the top (negative:
 * from the bottom, -1 the last row), clamped to the grid, so a row's top is row / rows of the height; an
 * unsnapped `line` is already a percentage. `position` is a column, clamped to the grid, one column being
 * 1 / columns of the width.
 */
export function captionGridPlace(cue: Pick<SubtitleCue, 'line' | 'position' | 'snapToLines'>): { top?: number; left?: number } {
  const line = typeof cue.line === 'number' && Number.isFinite(cue.line) ? cue.line : undefined;
  const column = typeof cue.position === 'number' && Number.isFinite(cue.position) ? clamp(cue.position, 0, CAPTION_GRID_COLUMNS) : undefined;
  const row = line === undefined || cue.snapToLines === false ? undefined : clamp(Math.trunc(line < 0 ? CAPTION_GRID_ROWS + line : line), 0, CAPTION_GRID_ROWS - 1);
  return {
    top: line === undefined ? undefined : row === undefined ? clamp(line, 0, 100) : (row / CAPTION_GRID_ROWS) * 100,
    left: column === undefined ? undefined : (column / CAPTION_GRID_COLUMNS) * 100,
  };
}

/** A cue placed by its own `line` / `position` / `size` (WebVTT settings, stream captions on the caption grid). */
function placement(cue: SubtitleCue): CssProps | null {
  if (typeof cue.line !== 'number' && typeof cue.position !== 'number') return null;
  const { top, left } = captionGridPlace(cue);
  const shift = cue.align === 'start' || cue.align === 'left' ? '0' : cue.align === 'end' || cue.align === 'right' ? '-100%' : '-50%';
  return {
    top: top === undefined ? undefined : `${top}%`,
    bottom: top === undefined ? 'var(--ddi-subtitle-gap)' : undefined,
    left: `${left ?? 50}%`,
    transform: `translateX(${shift})`,
    width: cue.size !== undefined && cue.size < 100 ? `${clamp(cue.size, 0, 100)}%` : undefined,
  };
}

/**
 * The subtitle layer of spec §2: draws the cues of the chosen languages (one, or two for double
 * subtitles) at the top, middle or bottom with left, centre or right alignment, in the page's
 * `subtitleStyle` under the viewer's saved caption style; side-loaded SRT / WebVTT files are fetched and
 * parsed here, stream tracks' cues come from the host's state. Cues are cleared on a seek and shown again
 * 500 ms later. It picks the default choice (the saved language with `saveSubtitles`, the first
 * `subtitlesPreferred` title the video has, the
 * `subtitlesDoubleDefault` pair, else the first language) and holds the caption style panel. A lazy chunk,
 * loaded only when the video has a subtitle source or stream track.
 *
 * @tag ddi-subtitles
 * @fires ddi-subtitle-request - the default choice and saved style `{ selected, style }`; the style panel's changes `{ style }` and close `{ panel: false }`
 * @csspart subtitles - the box of the cue lines
 * @csspart cue - one cue's text
 * @csspart style-panel - the caption style panel
 * @cssproperty [--ddi-subtitle-gap=8%] - distance of the top / bottom subtitles from the edge
 */
export class DdiSubtitles extends LitElement {
  static override styles = styles;

  #state = stateConsumer(this);
  /** The subtitle files' requests, aborted when the element leaves the page. */
  #calls = new RequestScope(this);
  /** Parsed side-loaded files by URL (`null` while loading). */
  #files = new Map<string, SubtitleCue[] | null>();
  #holding = false;
  #seekTimer: ReturnType<typeof setTimeout> | undefined;
  #chose = false;
  #panelOpen = false;
  #size = { width: 0, height: 0 };
  #host: EventTarget | null = null;

  constructor() {
    super();
    new ResizeController(this, ({ contentRect }) => {
      this.#size = { width: contentRect.width, height: contentRect.height };
      this.requestUpdate();
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const root = this.getRootNode();
    this.#host = root instanceof ShadowRoot ? root.host : this.parentElement;
    this.#host?.addEventListener('ddi-seek', this.#onSeek);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#host?.removeEventListener('ddi-seek', this.#onSeek);
    clearTimeout(this.#seekTimer);
  }

  /** Spec §4: a seek clears the cues and re-initialises them 500 ms later. */
  #onSeek = () => {
    this.#holding = true;
    clearTimeout(this.#seekTimer);
    this.#seekTimer = setTimeout(() => {
      this.#holding = false;
      this.requestUpdate();
    }, SUBTITLE_SEEK_REFRESH_MS);
    this.requestUpdate();
  };

  protected override render() {
    const state = this.#state.value;
    if (!state || state.options.subtitlesEnabled === false) return nothing;
    const page = state.options.subtitleStyle ?? {};
    const viewer = state.subtitles.style;
    const { width, height } = this.#size.width ? this.#size : this.getBoundingClientRect();
    const base = captionFontSize(page.fontSize ?? state.options.srt_caption_txt_size, state.options, width, height);
    const text = textStyle(page, viewer, base, captionLineHeight(state.options.srt_caption_txt_height, base, state.options, width, height));
    const flowing: TemplateResult[] = [];
    const placed: TemplateResult[] = [];
    for (const cue of this.#activeCues(state)) {
      const where = placement(cue);
      const style = cssProps({ ...text, 'writing-mode': writingMode(cue.vertical || page.vertical), ...where });
      const line = html`<div class=${where ? 'cue placed' : 'cue'} part="cue" ${style}>${cue.text}</div>`;
      (where ? placed : flowing).push(line);
    }
    const position = page.position === 'top' || page.position === 'middle' ? page.position : 'bottom';
    const align = page.align === 'left' || page.align === 'right' ? page.align : 'center';
    return html`${flowing.length ? html`<div class="subtitles" part="subtitles" data-position=${position} data-align=${align}>${flowing}</div>` : nothing}${placed}
    ${state.subtitles.panel ? this.#panel(overlayMessages(state.messages), viewer) : nothing}`;
  }

  protected override updated(): void {
    const state = this.#state.value;
    if (!state) return;
    const { selected, tracks, panel } = state.subtitles;
    if (selected === null && tracks.length && !this.#chose) {
      this.#chose = true;
      const style = validCaptionStyle(readPreferences().captionStyle);
      this.dispatchEvent(playerRequest('ddi-subtitle-request', { selected: defaultSubtitleChoice(state), initial: true, ...(Object.keys(style).length ? { style } : {}) }));
    } else if (selected === null && !tracks.length) this.#chose = false;
    for (const track of this.#chosenTracks(state)) if (track.url && !this.#files.has(track.url)) void this.#load(track.url);
    if (panel && !this.#panelOpen) this.shadowRoot?.querySelector('select')?.focus();
    this.#panelOpen = panel;
  }

  #chosenTracks(state: PlayerState): SubtitleTrack[] {
    const selected = state.subtitles.selected ?? [];
    return selected
      .slice(0, 2)
      .map((id) => state.subtitles.tracks.find((track) => track.id === id))
      .filter((track): track is SubtitleTrack => track !== undefined);
  }

  /** The cues to show now: none while re-initialising after a seek; each chosen language's cues at the current time. */
  #activeCues(state: PlayerState): SubtitleCue[] {
    if (this.#holding) return [];
    const now = state.currentTime;
    const seen = new Set<string>();
    const active: SubtitleCue[] = [];
    for (const track of this.#chosenTracks(state)) {
      const cues = (track.url ? this.#files.get(track.url) : state.subtitles.cues[track.id]) ?? [];
      for (const cue of cues) {
        const key = `${track.id}|${cue.start}|${cue.end}|${cue.text}`;
        if (cue.start <= now && now < cue.end && !seen.has(key)) {
          seen.add(key);
          active.push(cue);
        }
      }
    }
    return active;
  }

  /** Spec §7: subtitle files are fetched as text; a failure is a warning (no cues for that language). */
  async #load(url: string): Promise<void> {
    this.#files.set(url, null);
    let cues: SubtitleCue[] = [];
    try {
      const text = String(await request(url, { read: 'text', signal: this.#calls.signal, from: this }));
      cues = await parseSubtitles(text, subtitleFormat(url, text), url);
    } catch (error) {
      if (isAborted(error)) {
        this.#files.delete(url);
        return;
      }
      console.warn(`ddi-player: subtitle file ${url} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
    }
    this.#files.set(url, cues);
    this.requestUpdate();
  }

  #panel(m: OverlayMessages, viewer: CaptionStyle) {
    const keys = Object.keys(choices) as (keyof CaptionStyle)[];
    return html`<div class="panel" part="style-panel" role="dialog" aria-labelledby="style-title" @keydown=${this.#onPanelKey}>
      <h2 id="style-title">${m.captionStyle}</h2>
      ${keys.map((key) => {
        const current = String(viewer[key] ?? (key === 'fontScale' ? 100 : key === 'opacity' ? 0.75 : ''));
        return html`<label for=${key}>${m[settingLabels[key]]}</label>
          <select id=${key} @change=${(event: Event) => this.#change(key, (event.target as HTMLSelectElement).value)}>
            ${choices[key].map(([value, label]) => html`<option value=${String(value)} ?selected=${String(value) === current}>${label in m ? m[label as OverlayMessageKey] : label}</option>`)}
          </select>`;
      })}
      <div class="actions">
        <button type="button" @click=${() => this.#request({ style: {} })}>${m.captionReset}</button>
        <button type="button" @click=${this.#close}>${m.close}</button>
      </div>
    </div>`;
  }

  #change(key: keyof CaptionStyle, raw: string) {
    const state = this.#state.value;
    if (!state) return;
    const value = key === 'fontScale' || key === 'opacity' ? Number(raw) : raw;
    this.#request({ style: validCaptionStyle({ ...state.subtitles.style, [key]: value }) });
  }

  #request(detail: { style?: CaptionStyle; panel?: boolean }) {
    this.dispatchEvent(playerRequest('ddi-subtitle-request', detail));
  }

  #close = () => this.#request({ panel: false });

  /** Keys in the panel stay in the panel (the player's shortcuts do not act); Escape closes it. */
  #onPanelKey = (event: KeyboardEvent) => {
    event.stopPropagation();
    if (event.key === 'Escape') this.#close();
  };
}

defineElement('ddi-subtitles', DdiSubtitles);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-subtitles': DdiSubtitles;
  }
}
