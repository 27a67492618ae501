// xgplayer 3 (its default preset of plugins) with its CSS.
import Player from 'xgplayer';
import 'xgplayer/dist/index.min.css';

new Player({
  el: document.querySelector('#app'),
  url: document.body.dataset.src,
  width: '100%',
  height: '100%',
  autoplay: document.body.dataset.autoplay === '1',
  autoplayMuted: true,
  playsinline: true,
});
