// ArtPlayer (its CSS ships inside the JavaScript) with the usual controls switched on.
import Artplayer from 'artplayer';

new Artplayer({
  container: '#app',
  url: document.body.dataset.src,
  muted: true,
  autoplay: document.body.dataset.autoplay === '1',
  playbackRate: true,
  setting: true,
  pip: true,
  fullscreen: true,
  fullscreenWeb: true,
  screenshot: true,
});
