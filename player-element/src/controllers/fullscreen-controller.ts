import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { FullscreenKind } from '../core/events.js';

/** iOS Safari: only the video element itself can go fullscreen. */
interface WebkitVideo extends HTMLVideoElement {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
  webkitDisplayingFullscreen?: boolean;
}

export interface FullscreenControllerOptions {
  video(): HTMLVideoElement | null;
  /** Called with the new and the previous kind whenever it changes. */
  onChange(kind: FullscreenKind | 'none', previous: FullscreenKind | 'none'): void;
  /** Called when no fullscreen is possible (`notSupportFullscreen`). */
  onUnsupported(): void;
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
  readonly #pageStyle = new PageFullscreenStyle();

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
      this.#video.webkitEnterFullscreen();
    } else {
      this.#options.onUnsupported();
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
    if (kind === 'page') this.#pageStyle.apply(this.#host);
    else if (previous === 'page') this.#pageStyle.restore(this.#host);
    this.#options.onChange(kind, previous);
  }
}

/**
 * The host's page-fullscreen geometry, set as `!important` inline declarations through CSSOM so that it
 * beats whatever size the page gave the host (inline style, stylesheet, even `!important` rules) and
 * needs no `'unsafe-inline'` CSP. What the page had set inline, and its scroll position, come back on exit.
 */
class PageFullscreenStyle {
  static readonly declarations: Readonly<Record<string, string>> = {
    display: 'block',
    position: 'fixed',
    top: '0',
    right: '0',
    bottom: '0',
    left: '0',
    width: '100%',
    height: '100%',
    'min-width': '0',
    'min-height': '0',
    'max-width': 'none',
    'max-height': 'none',
    'margin-top': '0',
    'margin-right': '0',
    'margin-bottom': '0',
    'margin-left': '0',
    'box-sizing': 'border-box',
    transform: 'none',
    translate: 'none',
    scale: 'none',
    'z-index': '2147483000',
  };

  #saved: { property: string; value: string; priority: string }[] = [];
  #scroll: { x: number; y: number; overflow: string; overflowPriority: string } | null = null;

  apply(host: HTMLElement): void {
    const root = document.documentElement.style;
    this.#scroll = {
      x: window.scrollX,
      y: window.scrollY,
      overflow: root.getPropertyValue('overflow'),
      overflowPriority: root.getPropertyPriority('overflow'),
    };
    // The page underneath must not scroll while the player covers it.
    root.setProperty('overflow', 'hidden', 'important');
    this.#saved = Object.keys(PageFullscreenStyle.declarations).map((property) => ({
      property,
      value: host.style.getPropertyValue(property),
      priority: host.style.getPropertyPriority(property),
    }));
    for (const [property, value] of Object.entries(PageFullscreenStyle.declarations)) {
      host.style.setProperty(property, value, 'important');
    }
  }

  restore(host: HTMLElement): void {
    for (const { property, value, priority } of this.#saved) {
      if (value) host.style.setProperty(property, value, priority);
      else host.style.removeProperty(property);
    }
    this.#saved = [];
    if (!host.getAttribute('style')) host.removeAttribute('style');
    const scroll = this.#scroll;
    if (!scroll) return;
    const root = document.documentElement.style;
    if (scroll.overflow) root.setProperty('overflow', scroll.overflow, scroll.overflowPriority);
    else root.removeProperty('overflow');
    if (!document.documentElement.getAttribute('style')) document.documentElement.removeAttribute('style');
    window.scrollTo(scroll.x, scroll.y);
    this.#scroll = null;
  }
}
