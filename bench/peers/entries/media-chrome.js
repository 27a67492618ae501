// media-chrome: every element registered (import 'media-chrome') and a full control bar around a <video>.
import 'media-chrome';

const autoplay = document.body.dataset.autoplay === '1' ? ' autoplay' : '';
document.querySelector('#app').innerHTML = `<media-controller style="width:100%;height:100%">
  <video slot="media" src="${document.body.dataset.src}" muted playsinline${autoplay}></video>
  <media-loading-indicator slot="centered-chrome" noautohide></media-loading-indicator>
  <media-control-bar>
    <media-play-button></media-play-button>
    <media-seek-backward-button></media-seek-backward-button>
    <media-seek-forward-button></media-seek-forward-button>
    <media-mute-button></media-mute-button>
    <media-volume-range></media-volume-range>
    <media-time-range></media-time-range>
    <media-time-display showduration></media-time-display>
    <media-playback-rate-button></media-playback-rate-button>
    <media-pip-button></media-pip-button>
    <media-fullscreen-button></media-fullscreen-button>
  </media-control-bar>
</media-controller>`;
