import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { FeatureOverlay, OverlayName } from '../core/events.js';
import { languageLoad, resolveLanguage } from '../core/i18n.js';
import type { DanmuItem } from '../core/options.js';
import type { PlayerCore } from './player-core.js';

/** Feature overlays (issue 9): mounted as `<ddi-{name}>` in the stage when the video uses them (core/features.ts). */
const features = {
  quiz: () => import('../ddi-quiz/ddi-quiz.js'),
  'visitor-form': () => import('../ddi-visitor-form/ddi-visitor-form.js'),
  ads: () => import('../ddi-ads/ddi-ads.js'),
  teaser: () => import('../ddi-teaser/ddi-teaser.js'),
  spread: () => import('../ddi-spread/ddi-spread.js'),
  'end-screen': () => import('../ddi-end-screen/ddi-end-screen.js'),
  slides: () => import('../ddi-slides/ddi-slides.js'),
  playlist: () => import('../ddi-playlist/ddi-playlist.js'),
} satisfies Record<FeatureOverlay, () => Promise<unknown>>;

/** Overlays loaded on first use (lazy chunks). */
const overlays = {
  'resume-tip': () => import('../ddi-resume-tip/ddi-resume-tip.js'),
  'context-menu': () => import('../ddi-context-menu/ddi-context-menu.js'),
  'screenshot-preview': () => import('../ddi-screenshot-preview/ddi-screenshot-preview.js'),
  'audio-mode': () => import('../ddi-audio-mode/ddi-audio-mode.js'),
  'password-prompt': () => import('../ddi-password-prompt/ddi-password-prompt.js'),
  'network-tip': () => import('../ddi-network-tip/ddi-network-tip.js'),
  subtitles: () => import('../ddi-subtitles/ddi-subtitles.js'),
  // Marquee and watermarks (issue 8): loaded only when their options or the platform ask for them.
  marquee: () => import('../ddi-marquee/ddi-marquee.js'),
  watermark: () => import('../ddi-watermark/ddi-watermark.js'),
  danmu: () => import('../ddi-danmu/ddi-danmu.js'),
  ...features,
} satisfies Record<OverlayName, () => Promise<unknown>>;

/** The element the overlay host lives in: a Lit host with a render root, able to capture its picture. */
export interface OverlayHostElement extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  screenshot(): Promise<Blob>;
}

/** What the overlay host needs besides the player core. */
export interface OverlayHostOptions {
  /** An interlude whose overlay cannot load must not hold the main video: releases the hold. */
  release(hold: string): void;
}

/**
 * Overlay hosting: every overlay is a lazy chunk loaded on first use; the built-in ones render in the
 * stage when their state asks for them, the feature overlays (quiz, ads, …) are mounted as
 * `<ddi-{name}>` and removed when the source changes. Also the right-click menu and the screenshot
 * preview, which only this host opens and closes. The modal overlays it mounts (quiz, visitor form) take
 * turns in the player's modal queue (`modal-queue.ts`, decision 0046); removing one gives its turn back.
 */
export class OverlayHost {
  /** Comments sent before the danmu layer took them (it empties the array). */
  danmuSent: Partial<DanmuItem>[] = [];
  readonly #host: OverlayHostElement;
  readonly #core: PlayerCore;
  readonly #options: OverlayHostOptions;
  readonly #loaded = new Set<OverlayName>();
  #menu: { x: number; y: number } | null = null;
  #shot: { url: string; name: string } | null = null;

  constructor(host: OverlayHostElement, core: PlayerCore, options: OverlayHostOptions) {
    this.#host = host;
    this.#core = core;
    this.#options = options;
    host.addEventListener('contextmenu', this.#onContextMenu);
  }

  /**
   * Loads an overlay's chunk once, and the overlays' strings of the player's language (a chunk per language,
   * decision 0075) before showing it; a feature overlay of an older load is not mounted.
   */
  load(name: OverlayName): void {
    if (this.#loaded.has(name)) return;
    const token = this.#core.token();
    void overlays[name]().then(() => languageLoad(resolveLanguage(this.#core.state().options.lang))).then(() => {
      if (this.#loaded.has(name) || (name in features && token !== this.#core.token())) return;
      this.#loaded.add(name);
      if (name in features) this.#mountFeature(name);
      this.#host.requestUpdate();
    }, (error: unknown) => {
      console.warn(`ddi-player: the ${name} overlay did not load`, error);
      for (const held of name === 'ads' ? ['start-ad', 'end-ad'] : name === 'teaser' ? ['teaser', 'tail'] : []) if (held in this.#core.state().holds) this.#options.release(held);
    });
  }

  /** `showQuestion()`: the page's question goes to the quiz (shown at once, or queued while one shows). */
  ask(question: object): void {
    this.#core.set({ askedQuestions: [...this.#core.state().askedQuestions, question] });
    this.load('quiz');
  }

  /** `sendDanmu()`: the comment shows at once; danmu turns on for a video without any. */
  sendDanmu(item: DanmuItem): void {
    this.danmuSent = [...this.danmuSent, { ...item }];
    const { danmu } = this.#core.state();
    this.#core.set({ danmu: danmu === 'none' ? 'on' : danmu });
    this.load('danmu');
  }

  /** `ddi-overlay-close-request`: the tips, the menu and the screenshot preview close; the others stay. */
  close(name: OverlayName): void {
    if (name === 'resume-tip') this.#core.set({ resumeTime: null });
    else if (name === 'network-tip') this.#core.set({ networkTip: null });
    else if (name === 'context-menu') this.#menu = null;
    else if (name !== 'screenshot-preview') return;
    else if (this.#shot) {
      URL.revokeObjectURL(this.#shot.url);
      this.#shot = null;
    }
    this.#host.requestUpdate();
  }

  /** The screenshot button: the picture in the preview dialog. */
  async screenshot(): Promise<void> {
    try {
      const blob = await this.#host.screenshot();
      this.close('screenshot-preview');
      this.#shot = { url: URL.createObjectURL(blob), name: `shot_${Date.now()}.png` };
      this.load('screenshot-preview');
      this.#host.requestUpdate();
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
    }
  }

  /** Changing source or leaving the page: the feature overlays, the menu and the preview go. */
  reset(): void {
    for (const element of this.#host.renderRoot.querySelectorAll<HTMLElement>('[data-feature]')) {
      element.remove();
      this.#loaded.delete(element.dataset.feature as OverlayName);
    }
    this.close('screenshot-preview');
    this.#menu = null;
  }

  /** The built-in overlays the state asks for, in stacking order (after the cover, before the toast). */
  render(): TemplateResult {
    const state = this.#core.state();
    const loaded = this.#loaded;
    return html`${loaded.has('subtitles') ? html`<ddi-subtitles exportparts="subtitles, cue, style-panel"></ddi-subtitles>` : nothing}
      ${state.danmu !== 'none' && loaded.has('danmu') ? html`<ddi-danmu exportparts="layer: danmu" .sent=${this.danmuSent}></ddi-danmu>` : nothing}
      ${loaded.has('marquee') ? html`<ddi-marquee></ddi-marquee>` : nothing}
      ${loaded.has('watermark') ? html`<ddi-watermark exportparts="logo"></ddi-watermark>` : nothing}
      ${state.mode === 'audio' && loaded.has('audio-mode')
        ? html`<ddi-audio-mode exportparts="panel: audio-panel, audio-cover, wave, wave-bar, switch-to-video"></ddi-audio-mode>`
        : nothing}
      ${state.options.ban_ui === 'on' ? nothing : html`<ddi-big-play-button exportparts="button: big-play-button"></ddi-big-play-button>`}
      ${state.networkTip && loaded.has('network-tip') ? html`<ddi-network-tip exportparts="network-tip, network-tip-button"></ddi-network-tip>` : nothing}
      ${state.password && loaded.has('password-prompt')
        ? html`<ddi-password-prompt exportparts="prompt: password-prompt, password-input, password-ok, password-message"></ddi-password-prompt>`
        : nothing}
      ${state.resumeTime !== null && loaded.has('resume-tip')
        ? html`<ddi-resume-tip exportparts="tip: resume-tip, replay: resume-replay, close: resume-close"></ddi-resume-tip>`
        : nothing}
      ${this.#shot && loaded.has('screenshot-preview')
        ? html`<ddi-screenshot-preview
            exportparts="dialog: screenshot-preview, image: screenshot-image, button: screenshot-button"
            src=${this.#shot.url}
            file-name=${this.#shot.name}
          ></ddi-screenshot-preview>`
        : nothing}
      ${this.#menu && loaded.has('context-menu')
        ? html`<ddi-context-menu
            exportparts="menu: context-menu, version: context-menu-version, menu-item: context-menu-item, shortcut: context-menu-shortcut"
            .x=${this.#menu.x}
            .y=${this.#menu.y}
          ></ddi-context-menu>`
        : nothing}`;
  }

  /** A feature overlay goes into the stage as `<ddi-{name}>`; its class's `exportParts` become the page's parts. */
  #mountFeature(name: string): void {
    const tag = `ddi-${name}`;
    const element = document.createElement(tag);
    const parts = (customElements.get(tag) as { exportParts?: string } | undefined)?.exportParts;
    if (parts) element.setAttribute('exportparts', parts);
    element.dataset.feature = name;
    this.#host.renderRoot.querySelector('.stage')?.append(element);
  }

  #onContextMenu = (event: MouseEvent) => {
    event.preventDefault();
    const box = this.#host.getBoundingClientRect();
    const x = Math.max(0, Math.min(event.clientX - box.left, box.width - 180));
    const y = Math.max(0, Math.min(event.clientY - box.top, box.height - 120));
    this.#menu = { x, y };
    this.load('context-menu');
    this.#host.requestUpdate();
  };
}
