import { css } from 'lit';

/**
 * The player's layout, states (`data-*`) and skins. Skins only set custom properties: ouchn and blue
 * share a flat bar; gold, green and red share a framed bar with a rounded big play button.
 */
export const styles = css`
  :host {
    --ddi-theme-color: #5867fe;
    --ddi-control-color: #fff;
    --ddi-volume-rail-width: 90px;
    --ddi-menu-max-height: 200px;
    /* The control bar's height over the video (seek bar + button row); subtitles and the big play button keep above it. */
    --ddi-bar-space: calc(var(--ddi-bar-height, 40px) + var(--ddi-progress-height, 6px) + 16px);
    display: block;
    position: relative;
    box-sizing: border-box;
    width: var(--ddi-player-width, 100%);
    height: var(--ddi-player-height, auto);
    background: #000;
    color: var(--ddi-control-color);
    font: 14px/1.4 system-ui, sans-serif;
    overflow: hidden;
    contain: layout paint;
    user-select: none;
    -webkit-tap-highlight-color: transparent;
  }
  :host([hidden]) {
    display: none;
  }
  :host(:focus-visible) {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: -2px;
  }
  /* An open menu fits the room above the control bar of a 16:9 player of that width. */
  :host([data-size]) {
    --ddi-menu-max-height: 150px;
  }
  :host([data-size='tiny']) {
    --ddi-menu-max-height: 100px;
  }
  /* Issue 28 item 7: while the control bar shows over the video, subtitles and the big play button keep above it. */
  :host([data-skin-location='0']:not([data-controls-hidden])) {
    --ddi-subtitle-lift: calc(var(--ddi-bar-space) + 4px);
  }
  :host([data-skin-location='0']) ddi-big-play-button {
    bottom: var(--ddi-bar-space);
  }
  .stage {
    position: relative;
    width: 100%;
    aspect-ratio: 16 / 9;
    overflow: hidden;
  }
  :host([data-has-height]) .stage,
  :host([data-fullscreen]) .stage {
    aspect-ratio: auto;
    height: 100%;
  }
  :host([data-has-height][data-skin-location='1']) .stage,
  :host([data-fullscreen][data-skin-location='1']) .stage {
    height: calc(100% - var(--ddi-bar-height, 40px) - 18px);
  }
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  :host([data-mode='audio']) video {
    visibility: hidden;
  }
  .cover {
    position: absolute;
    inset: 0;
  }
  .cover.image,
  :host([data-mode='audio']) .cover {
    background: #000;
  }
  .cover img {
    width: 100%;
    height: 100%;
  }
  ddi-control-bar {
    position: absolute;
    inset: auto 0 0 0;
    z-index: 2;
    transition: opacity var(--ddi-fade-duration, 0.3s);
  }
  :host([data-skin-location='1']) ddi-control-bar {
    position: static;
    --ddi-bar-background: #1b1b22;
  }
  :host([data-controls-hidden]) ddi-control-bar {
    opacity: 0;
    pointer-events: none;
  }
  :host([data-controls-hidden]:not([data-paused])) .stage {
    cursor: none;
  }
  .toast {
    position: absolute;
    left: 50%;
    top: 16px;
    z-index: 4;
    transform: translateX(-50%);
    max-width: 80%;
    padding: 6px 14px;
    border-radius: 4px;
    background: rgb(0 0 0 / 0.8);
    color: #fff;
    font-size: 13px;
    text-align: center;
  }
  .toast:empty {
    display: none;
  }
  /* Spec §9: log messages fade in and out over 600 ms (TOAST_FADE_MS); at once under reduced motion. */
  @media (prefers-reduced-motion: no-preference) {
    .toast {
      transition: opacity 0.6s;
    }
    @starting-style {
      .toast {
        opacity: 0;
      }
    }
    [data-out] {
      opacity: 0;
    }
  }
  .error {
    position: absolute;
    inset: 0;
    z-index: 3;
    display: grid;
    place-items: center;
    padding: 24px;
    text-align: center;
    background: rgb(0 0 0 / 0.85);
    color: #fff;
  }

  /* ---- slides (issue 9): the slide is main, the video goes into <ddi-slides>' small window */
  :host([data-main-screen='ppt']) video {
    position: absolute;
    z-index: 1;
    left: var(--ddi-sub-x, 0);
    top: var(--ddi-sub-y, 0);
    width: var(--ddi-sub-width, 355px);
    height: var(--ddi-sub-height, 200px);
    background: #000;
  }

  /* Page fullscreen fills the window; browser fullscreen fills the screen. Every layer is inside. */
  :host([data-fullscreen='page']) {
    position: fixed;
    inset: 0;
    z-index: 2147483000;
    width: 100vw;
    height: 100vh;
  }
  :host(:fullscreen) {
    width: 100%;
    height: 100%;
  }

  /* Skins. */
  :host([data-skin='ouchn']) {
    --ddi-theme-color: #1d6fd8;
    --ddi-volume-rail-width: 90px;
    --ddi-bar-background: rgb(16 35 64 / 0.85);
  }
  :host([data-skin='blue']) {
    --ddi-theme-color: #5867fe;
    --ddi-volume-rail-width: 100px;
    --ddi-bar-background: rgb(20 24 60 / 0.85);
  }
  :host([data-skin='gold']) {
    --ddi-theme-color: #d6a645;
    /* A white icon on the gold circle is 2.2:1; this is 7:1 (WCAG 1.4.11 asks 3:1). */
    --ddi-big-play-color: #2a1f08;
    --ddi-menu-active-color: #f0c76e;
    --ddi-menu-background: rgb(40 32 18 / 0.95);
    --ddi-volume-rail-width: 120px;
  }
  :host([data-skin='green']) {
    --ddi-theme-color: #22b573;
    /* A white icon on the green circle is 2.6:1; this is 6:1. */
    --ddi-big-play-color: #062b19;
    --ddi-menu-active-color: #6fe3a9;
    --ddi-volume-rail-width: 120px;
  }
  :host([data-skin='red']) {
    --ddi-theme-color: #e8453c;
    --ddi-menu-active-color: #ff9c95;
    --ddi-volume-rail-width: 120px;
  }
  :host([data-skin='gold']),
  :host([data-skin='green']),
  :host([data-skin='red']) {
    --ddi-bar-background: linear-gradient(transparent, rgb(0 0 0 / 0.85));
    --ddi-progress-height: 4px;
    --ddi-big-play-size: 72px;
    --ddi-big-play-background: var(--ddi-theme-color);
  }
`;
