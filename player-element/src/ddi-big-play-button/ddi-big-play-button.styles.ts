import { css } from 'lit';

export const styles = css`
  :host {
    position: absolute;
    inset: 50% auto auto 50%;
    transform: translate(-50%, -50%);
  }
  .button {
    display: grid;
    place-items: center;
    width: var(--ddi-big-play-size, 64px);
    height: var(--ddi-big-play-size, 64px);
    border-radius: 50%;
    background: var(--ddi-big-play-background, rgb(0 0 0 / 0.55));
    color: var(--ddi-big-play-color, var(--ddi-control-color, #fff));
    box-shadow: 0 0 0 2px var(--ddi-theme-color, #5867fe);
    cursor: pointer;
    transition: transform var(--ddi-fade-duration, 0.3s);
  }
  .button:hover {
    transform: scale(1.08);
    background: var(--ddi-theme-color, #5867fe);
  }
  svg {
    width: 60%;
    height: 60%;
    fill: currentColor;
  }
`;
