import { css } from 'lit';

export const styles = css`
  :host {
    position: absolute;
    inset: 0;
    z-index: 2;
    pointer-events: none;
    overflow: hidden;
    --ddi-subtitle-gap: 8%;
  }
  .subtitles {
    position: absolute;
    left: 4%;
    right: 4%;
    display: flex;
    flex-direction: column;
    gap: 0.2em;
    line-height: 1.3;
    text-align: center;
    align-items: center;
    white-space: pre-line;
  }
  /* While the control bar shows over the video the player sets --ddi-subtitle-lift: bottom subtitles keep above it. */
  .subtitles[data-position='bottom'] {
    bottom: max(var(--ddi-subtitle-gap), var(--ddi-subtitle-lift, 0px));
    transition: bottom var(--ddi-fade-duration, 0.3s);
  }
  .subtitles[data-position='top'] {
    top: var(--ddi-subtitle-gap);
  }
  .subtitles[data-position='middle'] {
    top: 50%;
    transform: translateY(-50%);
  }
  .subtitles[data-align='left'] {
    align-items: flex-start;
    text-align: left;
  }
  .subtitles[data-align='right'] {
    align-items: flex-end;
    text-align: right;
  }
  .cue {
    padding: 0.05em 0.3em;
    border-radius: 2px;
  }
  .cue.placed {
    position: absolute;
  }
  .panel {
    position: absolute;
    right: 12px;
    bottom: 56px;
    pointer-events: auto;
    background: var(--ddi-menu-background, rgb(20 20 28 / 0.92));
    color: var(--ddi-control-color, #fff);
    font: 13px/1.4 system-ui, sans-serif;
    padding: 10px 12px;
    border-radius: 6px;
    display: grid;
    grid-template-columns: auto auto;
    gap: 6px 10px;
    align-items: center;
    max-height: calc(100% - 70px);
    overflow: auto;
  }
  .panel h2 {
    grid-column: 1 / -1;
    margin: 0;
    font-size: 14px;
  }
  .panel select,
  .panel button {
    font: inherit;
    color: #111;
  }
  .panel .actions {
    grid-column: 1 / -1;
    display: flex;
    justify-content: flex-end;
    gap: 8px;
  }
  .panel :focus-visible {
    outline: 2px solid var(--ddi-focus-color, #fff);
    outline-offset: 1px;
  }
`;
