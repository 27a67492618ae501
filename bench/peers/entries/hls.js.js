// The floor: bare hls.js (the product's own copy) on a <video>, no UI; mp4 plays natively.
import Hls from 'hls.js';

const video = document.createElement('video');
video.muted = true;
video.playsInline = true;
video.autoplay = document.body.dataset.autoplay === '1';
video.style.width = '100%';
document.querySelector('#app').append(video);
const src = document.body.dataset.src;
if (/\.m3u8$/.test(src) && Hls.isSupported()) {
  const hls = new Hls();
  hls.loadSource(src);
  hls.attachMedia(video);
} else {
  video.src = src;
}
