import { css } from 'lit';

export const styles = css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 6;
    pointer-events: none;
    font-size: 14px;
    color: #fff;
  }
  button {
    font: inherit;
    cursor: pointer;
  }
  a {
    color: inherit;
  }
  .dialog {
    position: absolute;
    inset: 0;
    z-index: 3;
    display: grid;
    place-items: center;
    background: #000;
    pointer-events: auto;
    outline: none;
  }
  .media,
  .media img,
  .media video {
    display: block;
    max-width: 100%;
    max-height: 100%;
  }
  .dialog .media {
    width: 100%;
    height: 100%;
  }
  .dialog .media img,
  .dialog .media video {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  .bar {
    position: absolute;
    top: 12px;
    right: 12px;
    display: flex;
    gap: 8px;
    align-items: center;
  }
  .countdown,
  .skip-in,
  .skip {
    padding: 4px 10px;
    border: 0;
    border-radius: 14px;
    background: rgb(0 0 0 / 0.7);
    color: #fff;
  }
  .skip:focus-visible,
  .close:focus-visible,
  .ad-play:focus-visible,
  a:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
  .ad-play {
    position: absolute;
    inset: 50% auto auto 50%;
    translate: -50% -50%;
    width: 64px;
    height: 64px;
    border: 0;
    border-radius: 50%;
    background: rgb(0 0 0 / 0.75);
    color: #fff;
    font-size: 24px;
  }
  .close {
    position: absolute;
    top: 0;
    right: 0;
    width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    border-radius: 0 0 0 4px;
    background: rgb(0 0 0 / 0.75);
    color: #fff;
    line-height: 24px;
  }
  .pause-ad {
    position: absolute;
    inset: 50% auto auto 50%;
    z-index: 2;
    translate: -50% -50%;
    max-width: 60%;
    max-height: 60%;
    pointer-events: auto;
    background: #000;
  }
  .pause-ad img,
  .pause-ad video {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
  .popup {
    position: absolute;
    z-index: 1;
    pointer-events: auto;
  }
  .popup img {
    display: block;
    max-width: 200px;
    max-height: 200px;
  }
  .popup.sized img {
    max-width: 360px;
    max-height: 120px;
    object-fit: contain;
  }
  .corner-1 {
    top: 8px;
    left: 8px;
  }
  .corner-2 {
    top: 8px;
    right: 8px;
  }
  .corner-3 {
    bottom: var(--ddi-ads-bottom, 48px);
    left: 8px;
  }
  .corner-4 {
    bottom: var(--ddi-ads-bottom, 48px);
    right: 8px;
  }
  .text-bar {
    position: absolute;
    left: 0;
    right: 0;
    bottom: var(--ddi-ads-text-bottom, 0px);
    z-index: 1;
    transition: bottom var(--ddi-fade-duration, 0.3s);
    display: flex;
    align-items: center;
    height: 28px;
    padding-right: 28px;
    background: rgb(0 0 0 / 0.6);
    pointer-events: auto;
    overflow: hidden;
  }
  :host([data-over-bar]) .text-bar {
    bottom: var(--ddi-ads-text-bottom, 56px);
  }
  .text-bar .close {
    top: 2px;
    right: 2px;
    border-radius: 4px;
  }
  .ticker {
    flex: 1;
    overflow: hidden;
    white-space: nowrap;
  }
  .scroll {
    display: inline-block;
    padding-left: 100%;
    animation: ddi-ad-scroll var(--ddi-ads-text-duration, 15s) linear infinite;
  }
  .text-bar:hover .scroll,
  .text-bar:focus-within .scroll {
    animation-play-state: paused;
  }
  @keyframes ddi-ad-scroll {
    to {
      transform: translateX(-100%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .scroll {
      padding-left: 8px;
      animation: none;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
    }
  }
`;
