import { LitElement, html, type PropertyValues } from 'lit';
import { DANMU_FIXED_S, DANMU_MAX_TOP, DANMU_QUEUE_MAX_AGE_S, DANMU_TICK_MS, DANMU_TRACK_PX } from '../core/constants.js';
import type { DanmuItem } from '../core/options.js';
import { stateConsumer, type PlayerState } from '../core/state.js';
import { isAborted, request, RequestScope } from '../platform/request.js';
import { firstAtOrAfter, toComment, type Comment, type Mode } from './danmu-comment.js';
import { FONT_FAMILY, LINE_HEIGHT, PAD_PX, SpriteMaker } from './danmu-sprite.js';
import { canFollow, freeRun, occupy, type Shown, type Tracks } from './danmu-tracks.js';
import { styles } from './ddi-danmu.styles.js';
import { ResizeController } from '../controllers/resize-controller.js';
import { defineElement } from '../core/define.js';

/** Default crossing time of a rolling comment (s). */
const ROLL_S = 8;
/** Distance of bottom comments from the bottom edge (clears the control bar). */
const BOTTOM_PX = 52;
/** A position change this far from the interpolated clock (s) is a seek. */
const SEEK_JUMP_S = 1;
/** The danmu clock never moves by more than this in one step (s), e.g. after a long frame. */
const MAX_STEP_S = 0.5;
/** What a test or the benchmark sees of a comment on screen. */
export interface DanmuOnScreen {
  text: string;
  mode: Mode;
  /** Left edge and top (px from the layer's top left corner). */
  x: number;
  y: number;
  width: number;
  /** The comment's node: fixed comments only (rolling ones are drawn on the canvas). */
  node?: HTMLElement;
}

/**
 * The danmu (scrolling comments) layer of spec §2/§4/§5/§9. It shows the page's danmu list (the `danmu`
 * option: a URL of a JSON array, or the array) and the comments given to `sendDanmu()`: rolling ones
 * on collision-free 10 px tracks within their `fontArea`, at most 6 top ones and one bottom one at a time
 * (5 s each). It pauses with the video and while the page is hidden, clears on seek and on resize and
 * follows the playback rate. Rolling comments are drawn on one `<canvas>`: each one's text is rendered
 * once to its own ImageBitmap (freed when it leaves), copied at its place every animation frame from
 * the media clock interpolated between the host's time updates: one layer for the compositor however
 * many comments, and little main-thread work per frame. Top and bottom comments are text nodes
 * (reused). The canvas is hidden from assistive technology like the rest of the layer. Under
 * `prefers-reduced-motion: reduce` comments do not scroll: they fade in in place and stay 5 s. Text is
 * always text, never HTML. Loaded on first use.
 *
 * @tag ddi-danmu
 * @csspart layer - the box holding the comments
 */
export class DdiDanmu extends LitElement {
  static override styles = styles;

  private get layer(): HTMLElement | null {
    return this.renderRoot?.querySelector<HTMLElement>('.layer') ?? null;
  }

  private get canvas(): HTMLCanvasElement | null {
    return this.renderRoot?.querySelector<HTMLCanvasElement>('canvas') ?? null;
  }

  #state = stateConsumer(this, (state) => this.#onState(state));
  /** The danmu list's request, aborted when the element leaves the page. */
  #calls = new RequestScope(this);
  #last: PlayerState | undefined;
  /** The page's list, sorted by time, and the index of the next one to fall due. */
  #list: Comment[] = [];
  #cursor = 0;
  #source: unknown;
  #loadToken = 0;
  #warned = false;
  /** Comments given by the page (`sendDanmu`) not yet queued. */
  #incoming: Comment[] = [];
  /** What the page sent, as given (the `sent` getter). */
  #sentLog: Partial<DanmuItem>[] = [];
  #queue: Comment[] = [];
  #shown: Shown[] = [];
  #pool: HTMLElement[] = [];
  #sprites = new SpriteMaker();
  #context: CanvasRenderingContext2D | null | undefined;
  #scale = 1;
  /** The canvas shows comments that have left or moved (repaint when nothing else does). */
  #stale = false;
  /** Per 10 px track: the last rolling comment placed there; per track: the top comment holding it. */
  #rollTracks: Tracks = [];
  #topTracks: Tracks = [];
  #bottom: Shown | undefined;
  #topCount = 0;
  #width = 0;
  #height = 0;
  /** The media clock: the host's last `currentTime`, when it was seen, the rate, and whether it runs. */
  #anchor = { time: 0, at: 0, rate: 1, running: false };
  #lastMedia = 0;
  /** The danmu clock: seconds of playback while the page is visible. */
  #clock = 0;
  #hidden = false;
  #reduced = false;
  #motionQuery: MediaQueryList | undefined;
  #tick: ReturnType<typeof setInterval> | undefined;
  #frame: number | undefined;
  #measure: CanvasRenderingContext2D | null | undefined;

  /**
   * Comments the page sent (`sendDanmu`): the element takes them out of this array (it empties it) and
   * shows them at once at the current time. The host keeps the array while this chunk loads, so nothing
   * sent early is lost.
   */
  set sent(items: Partial<DanmuItem>[] | undefined) {
    if (!Array.isArray(items) || items.length === 0) return;
    for (const item of items.splice(0)) {
      const comment = this.#normalise(item);
      if (!comment) continue;
      this.#incoming.push(comment);
      this.#sentLog.push({ ...item });
    }
    if (this.isConnected) queueMicrotask(() => this.#onTick());
  }

  /** Every comment taken from `sent` so far (copies, in order; items without `msg` are not kept). */
  get sent(): Partial<DanmuItem>[] {
    return this.#sentLog.map((item) => ({ ...item }));
  }

  /** Comments on screen now (for tests and the benchmark). */
  get onScreen(): number {
    return this.#shown.length;
  }

  /** The comments on screen now, where they are (for tests). */
  get comments(): DanmuOnScreen[] {
    return this.#shown.map(({ comment, x, y, width, node }) => ({ text: comment.msg, mode: comment.mode, x, y, width, node }));
  }

  constructor() {
    super();
    new ResizeController(this, () => this.#onResize());
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('visibilitychange', this.#onVisibility);
    this.#hidden = document.visibilityState === 'hidden';
    this.#motionQuery = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)');
    this.#reduced = this.#motionQuery?.matches ?? false;
    this.#motionQuery?.addEventListener('change', this.#onMotion);
    this.#sync();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('visibilitychange', this.#onVisibility);
    this.#motionQuery?.removeEventListener('change', this.#onMotion);
    this.#clear();
    this.#sync();
  }

  protected override firstUpdated(_changed: PropertyValues<this>): void {
    this.#onResize();
    this.layer?.style.setProperty('font-family', FONT_FAMILY);
  }

  protected override render() {
    return html`<div class="layer" part="layer" aria-hidden="true"><canvas></canvas></div>`;
  }

  // ---------------------------------------------------------------- state and clocks

  #on(): boolean {
    return this.#state.value?.danmu === 'on';
  }

  #onState(state: PlayerState): void {
    const previous = this.#last;
    this.#last = state;
    const anchor = this.#anchor;
    const now = performance.now();
    const running = !state.paused && !state.waiting && !state.ended;
    const time = state.currentTime;
    if (time !== anchor.time || running !== anchor.running || state.playbackRate !== anchor.rate) {
      const jumped = previous !== undefined && time !== anchor.time && Math.abs(time - this.#media(now)) > SEEK_JUMP_S;
      this.#anchor = { time, at: now, rate: state.playbackRate, running };
      if (jumped) this.#seek(time);
    }
    if (state.options.danmu !== this.#source) {
      this.#source = state.options.danmu;
      void this.#load(this.#source);
    }
    if (previous?.danmu === 'on' && state.danmu !== 'on') this.#clear();
    if (previous?.danmu !== 'on' && state.danmu === 'on') this.#skipTo(this.#media(now));
    this.#sync();
  }

  /** The media time now: the host's last position plus the time since, while playing (at most 1 s ahead). */
  #media(now = performance.now()): number {
    const { time, at, rate, running } = this.#anchor;
    return running ? time + Math.min(1, Math.max(0, now - at) / 1000) * rate : time;
  }

  /** Moves the danmu clock with the media clock (never backwards, never while hidden). */
  #advance(): number {
    const media = this.#media();
    const step = media - this.#lastMedia;
    if (step > 0) {
      if (!this.#hidden) this.#clock += Math.min(step, MAX_STEP_S);
      this.#lastMedia = media;
    }
    return this.#clock;
  }

  #seek(time: number): void {
    this.#clear();
    this.#skipTo(time);
  }

  /** Comments due before `time` are not shown (seek, page shown again, danmu turned on). */
  #skipTo(time: number): void {
    this.#cursor = firstAtOrAfter(this.#list, time);
    this.#lastMedia = time;
  }

  #onVisibility = () => {
    const hidden = document.visibilityState === 'hidden';
    if (hidden === this.#hidden) return;
    this.#hidden = hidden;
    if (!hidden) this.#skipTo(this.#media());
    this.#sync();
  };

  #onMotion = (event: MediaQueryListEvent) => {
    this.#reduced = event.matches;
    this.#clear();
  };

  #onResize(): void {
    const { width, height } = this.getBoundingClientRect();
    if (width === this.#width && height === this.#height) return;
    const known = this.#width > 0 && this.#height > 0;
    this.#width = width;
    this.#height = height;
    if (known) this.#clear();
    const canvas = this.canvas;
    if (canvas) {
      this.#scale = globalThis.devicePixelRatio || 1;
      canvas.width = Math.round(width * this.#scale);
      canvas.height = Math.round(height * this.#scale);
    }
  }

  /** Starts or stops the scheduler tick and the animation frames. */
  #sync(): void {
    const active = this.isConnected && this.#on();
    if (active && this.#tick === undefined) this.#tick = setInterval(() => this.#onTick(), DANMU_TICK_MS);
    if (!active && this.#tick !== undefined) {
      clearInterval(this.#tick);
      this.#tick = undefined;
    }
    if (this.#animating() && this.#frame === undefined) this.#frame = requestAnimationFrame(this.#onFrame);
  }

  #animating(): boolean {
    return this.isConnected && this.#on() && this.#anchor.running && !this.#hidden && this.#shown.some((shown) => !shown.still);
  }

  // ---------------------------------------------------------------- sources

  async #load(source: unknown): Promise<void> {
    const token = ++this.#loadToken;
    this.#list = [];
    this.#cursor = 0;
    if (source === undefined || source === null) return;
    let data: unknown = source;
    if (typeof source === 'string') {
      try {
        // A URL of the page's (not the platform): same-origin credentials, as a plain fetch would send.
        data = await request(source, { credentials: 'same-origin', signal: this.#calls.signal, from: this });
      } catch (error) {
        if (token === this.#loadToken && !isAborted(error)) console.warn(`ddi-danmu: the danmu list ${source} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
    }
    if (token !== this.#loadToken) return;
    if (!Array.isArray(data)) {
      console.warn('ddi-danmu: the danmu list must be a JSON array of { msg, time, fontColor, fontSize, fontMode } items; nothing is shown');
      return;
    }
    this.#list = data.map((item: unknown) => this.#normalise(item)).filter((item): item is Comment => item !== null);
    this.#list.sort((a, b) => a.time - b.time);
    this.#cursor = firstAtOrAfter(this.#list, this.#media());
  }

  /** Spec §5: items without `msg` are ignored (one warning). */
  #normalise(raw: unknown): Comment | null {
    const comment = toComment(raw);
    if (!comment && !this.#warned) console.warn('ddi-danmu: danmu items without msg are ignored');
    this.#warned ||= !comment;
    return comment;
  }

  // ---------------------------------------------------------------- scheduling (every 150 ms)

  #onTick(): void {
    if (!this.isConnected || !this.#on() || this.#hidden || !this.layer || this.#height <= 0) return;
    const clock = this.#advance();
    const media = this.#media();
    for (const comment of this.#incoming.splice(0)) {
      comment.time = media;
      this.#queue.unshift(comment);
    }
    const list = this.#list;
    while (this.#cursor < list.length && list[this.#cursor]!.time <= media) this.#queue.push(list[this.#cursor++]!);
    // Spec §9: when the queue is longer than twice the tracks, comments older than 5 s are dropped.
    if (this.#queue.length > 2 * this.#tracks()) this.#queue = this.#queue.filter((comment) => media - comment.time <= DANMU_QUEUE_MAX_AGE_S);
    this.#expire(clock);
    if (this.#queue.length) this.#queue = this.#queue.filter((comment) => !this.#place(comment, clock));
    this.#sync();
    if (this.#stale && this.#frame === undefined) this.#paint();
  }

  #tracks(): number {
    return Math.max(1, Math.floor(this.#height / DANMU_TRACK_PX));
  }

  /** Fixed comments whose 5 s are over leave. */
  #expire(clock: number): void {
    this.#shown = this.#shown.filter((shown) => {
      if (!shown.still) shown.x = this.#width - shown.speed * (clock - shown.start);
      const stays = shown.until > clock && (shown.still || shown.x + shown.width >= 0);
      if (!stays) this.#release(shown);
      return stays;
    });
  }

  #textWidth(comment: Comment): number {
    if (comment.width < 0) {
      this.#measure ??= document.createElement('canvas').getContext('2d');
      if (this.#measure) {
        this.#measure.font = `bold ${comment.size}px ${FONT_FAMILY}`;
        comment.width = Math.ceil(this.#measure.measureText(comment.msg).width);
      } else comment.width = comment.msg.length * comment.size;
    }
    return comment.width;
  }

  /** Places a comment if it fits now (true), else it stays queued. */
  #place(comment: Comment, clock: number): boolean {
    const width = this.#textWidth(comment);
    const rows = Math.ceil((comment.size * LINE_HEIGHT) / DANMU_TRACK_PX);
    const W = this.#width;
    const base = { comment, start: clock, until: clock + DANMU_FIXED_S, rows, width, speed: 0, still: true, gone: false, x: Math.max(0, (W - width) / 2) };
    if (comment.mode === 'bottom') {
      if (this.#bottom) return false;
      const y = Math.max(0, this.#height - BOTTOM_PX - rows * DANMU_TRACK_PX);
      this.#bottom = this.#show({ ...base, row: -1, y });
      return true;
    }
    if (comment.mode === 'top') {
      if (this.#topCount >= DANMU_MAX_TOP) return false;
      const row = freeRun(this.#topTracks, rows, this.#tracks(), () => false);
      if (row < 0) return false;
      return occupy(this.#topTracks, this.#show({ ...base, row, y: row * DANMU_TRACK_PX }));
    }
    const limit = Math.floor((this.#height * comment.area) / DANMU_TRACK_PX);
    if (this.#reduced) {
      const row = freeRun(this.#rollTracks, rows, limit, (previous) => previous.until <= clock);
      return row >= 0 && occupy(this.#rollTracks, this.#show({ ...base, row, y: row * DANMU_TRACK_PX }));
    }
    const speed = comment.speed || (W + width) / ROLL_S;
    const row = freeRun(this.#rollTracks, rows, limit, (previous) => canFollow(previous, speed, clock, W));
    if (row < 0) return false;
    return occupy(this.#rollTracks, this.#show({ ...base, until: Number.POSITIVE_INFINITY, still: false, speed, x: W, row, y: row * DANMU_TRACK_PX }));
  }

  #show(init: Shown): Shown {
    if (init.comment.mode === 'top') this.#topCount += 1;
    const shown: Shown = init.still ? { ...init, node: this.#node(init) } : { ...init, sprite: this.#sprites.make(init.comment, this.#scale) };
    this.#shown.push(shown);
    this.#stale = true;
    return shown;
  }

  /** A fixed comment's node (reused). */
  #node(init: Shown): HTMLElement {
    let node = this.#pool.pop();
    if (!node) {
      node = document.createElement('span');
      node.className = 'item';
      this.layer!.append(node);
    }
    const { comment } = init;
    node.textContent = comment.msg;
    node.dataset.mode = comment.mode;
    node.classList.toggle('still', this.#reduced);
    node.style.color = comment.color;
    node.style.fontSize = `${comment.size}px`;
    node.style.transform = `translate(${init.x}px,${init.y}px)`;
    node.style.display = '';
    return node;
  }

  /** Returns a comment's node to the pool (the caller drops it from `#shown`). */
  #release(shown: Shown): void {
    shown.gone = true;
    if (shown.comment.mode === 'top') this.#topCount -= 1;
    if (this.#bottom === shown) this.#bottom = undefined;
    this.#stale = true;
    const { node, sprite } = shown;
    if (node) {
      node.style.display = 'none';
      node.textContent = '';
      this.#pool.push(node);
    }
    if (sprite && 'close' in sprite) sprite.close();
  }

  /** Removes every comment and empties the queue (seek, resize, turned off). */
  #clear(): void {
    for (const shown of this.#shown) this.#release(shown);
    this.#shown = [];
    this.#queue = [];
    this.#rollTracks = [];
    this.#topTracks = [];
    this.#bottom = undefined;
    this.#paint();
  }

  // ---------------------------------------------------------------- motion (every frame)

  #onFrame = () => {
    this.#frame = undefined;
    if (!this.#animating()) return;
    const clock = this.#advance();
    const W = this.#width;
    let left = false;
    for (const shown of this.#shown) {
      if (shown.still) continue;
      shown.x = W - shown.speed * (clock - shown.start);
      if (shown.x + shown.width < 0) left = true;
    }
    if (left) this.#expire(clock);
    this.#paint();
    this.#frame = requestAnimationFrame(this.#onFrame);
  };

  /** Draws the rolling comments where they are now (whole device pixels: no resampling). */
  #paint(): void {
    this.#stale = false;
    const canvas = this.canvas;
    if (!canvas) return;
    this.#context ??= canvas.getContext('2d');
    const context = this.#context;
    if (!context) return;
    context.clearRect(0, 0, canvas.width, canvas.height);
    const scale = this.#scale;
    for (const shown of this.#shown) {
      if (shown.sprite) context.drawImage(shown.sprite, Math.round((shown.x - PAD_PX) * scale), Math.round((shown.y - PAD_PX) * scale));
    }
  }
}

defineElement('ddi-danmu', DdiDanmu);

declare global {
  interface HTMLElementTagNameMap {
    'ddi-danmu': DdiDanmu;
  }
}
