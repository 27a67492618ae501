import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { FullscreenKind } from '../core/events.js';

/** iOS Safari: only the video element itself can go fullscreen. */
interface WebkitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
  webkitDisplayingFullscreen?: boolean;
  /** False while this video cannot go fullscreen (iOS: before its metadata, or an audio-only source). */
  webkitSupportsFullscreen?: boolean;
}

export interface FullscreenControllerOptions {
  video(): HTMLVideoElement | null;
  /** Called with the new and the previous kind whenever it changes. */
  onChange(kind: FullscreenKind | 'none', previous: FullscreenKind | 'none'): void;
  /**
   * Called when no fullscreen is possible: `'browser'` when neither the document nor the video has a
   * fullscreen API (`notSupportFullscreen`), `'video'` when only the video's own fullscreen exists and this
   * video refuses it (`videoNotSupportFullscreen`).
   */
  onUnsupported(reason: 'browser' | 'video'): void;
}

/**
 * Spec §4 fullscreen: the browser's Fullscreen API on the whole player (so every overlay stays
 * visible), the video's own fullscreen on iOS, and a page-fullscreen mode that fills the window with
 * CSS (`data-fullscreen="page"`).
 */
export class FullscreenController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #options: FullscreenControllerOptions;
  #kind: FullscreenKind | 'none' = 'none';
  #video: WebkitVideo | null = null;
  /** What page fullscreen changed, to put back on exit: inline styles of the host and the root, the scroll. */
  #saved: { host: string; root: string; x: number; y: number } | null = null;

  constructor(host: ReactiveControllerHost & HTMLElement, options: FullscreenControllerOptions) {
    this.#host = host;
    this.#options = options;
    host.addController(this);
  }

  get kind(): FullscreenKind | 'none' {
    return this.#kind;
  }

  hostConnected(): void {
    document.addEventListener('fullscreenchange', this.#sync);
    this.#host.addEventListener('keydown', this.#onKey);
  }

  hostUpdated(): void {
    const video = this.#options.video() as WebkitVideo | null;
    if (video === this.#video) return;
    this.#video?.removeEventListener('webkitbeginfullscreen', this.#sync);
    this.#video?.removeEventListener('webkitendfullscreen', this.#sync);
    video?.addEventListener('webkitbeginfullscreen', this.#sync);
    video?.addEventListener('webkitendfullscreen', this.#sync);
    this.#video = video;
  }

  hostDisconnected(): void {
    document.removeEventListener('fullscreenchange', this.#sync);
    this.#host.removeEventListener('keydown', this.#onKey);
    if (this.#kind === 'page') this.#set('none');
  }

  async enter(): Promise<void> {
    const host = this.#host;
    if (document.fullscreenEnabled && typeof HTMLElement.prototype.requestFullscreen === 'function') {
      if (this.#kind === 'page') this.#set('none');
      await HTMLElement.prototype.requestFullscreen.call(host, { navigationUI: 'hide' });
    } else if (this.#video?.webkitEnterFullscreen) {
      if (this.#video.webkitSupportsFullscreen === false) return this.#options.onUnsupported('video');
      try {
        this.#video.webkitEnterFullscreen();
      } catch {
        this.#options.onUnsupported('video');
      }
    } else {
      this.#options.onUnsupported('browser');
    }
  }

  async exit(): Promise<void> {
    if (this.#kind === 'page') this.#set('none');
    else if (this.#isFullscreenElement()) await document.exitFullscreen();
    else if (this.#video?.webkitDisplayingFullscreen) this.#video.webkitExitFullscreen?.();
  }

  togglePage(): void {
    if (this.#kind === 'browser') return;
    this.#set(this.#kind === 'page' ? 'none' : 'page');
  }

  /** The fullscreen element as seen from the host's own tree (pages may put the player in a shadow root). */
  #isFullscreenElement(): boolean {
    return (this.#host.getRootNode() as Document | ShadowRoot).fullscreenElement === this.#host;
  }

  /** Page fullscreen has no browser affordance to leave it: Escape does. */
  #onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || this.#kind !== 'page' || event.defaultPrevented) return;
    event.preventDefault();
    this.#set('none');
  };

  #sync = () => {
    const browser = this.#isFullscreenElement() || this.#video?.webkitDisplayingFullscreen === true;
    if (browser) this.#set('browser');
    else if (this.#kind === 'browser') this.#set('none');
  };

  #set(kind: FullscreenKind | 'none'): void {
    const previous = this.#kind;
    if (kind === previous) return;
    this.#kind = kind;
    if (kind === 'page') this.#coverPage();
    else if (previous === 'page') this.#uncoverPage();
    this.#options.onChange(kind, previous);
  }

  /**
   * Page fullscreen's geometry as `!important` inline declarations after the page's own, set through the
   * CSSOM (no `'unsafe-inline'` CSP needed): they beat whatever size the page gave the host (inline style, a
   * stylesheet, even `!important`). The page underneath stops scrolling; both come back on exit.
   */
  #coverPage(): void {
    const { style } = this.#host;
    const root = document.documentElement.style;
    this.#saved = { host: style.cssText, root: root.cssText, x: scrollX, y: scrollY };
    style.cssText += PAGE_FULLSCREEN_CSS;
    root.cssText += ';overflow:hidden!important';
  }

  #uncoverPage(): void {
    const saved = this.#saved;
    if (!saved) return;
    this.#saved = null;
    restoreInlineStyle(this.#host, saved.host);
    restoreInlineStyle(document.documentElement, saved.root);
    scrollTo(saved.x, saved.y);
  }
}

const PAGE_FULLSCREEN_CSS =
  ';display:block!important;position:fixed!important;inset:0!important;width:100%!important;height:100%!important' +
  ';min-width:0!important;min-height:0!important;max-width:none!important;max-height:none!important;margin:0!important' +
  ';transform:none!important;z-index:2147483000!important';

function restoreInlineStyle(element: HTMLElement, cssText: string): void {
  element.style.cssText = cssText;
  if (!cssText) element.removeAttribute('style');
}
