// video.js without its streaming engine (VHS): the UI core (dist/alt/video.core.js) and its CSS.
import videojs from 'video.js/dist/alt/video.core.js';
import 'video.js/dist/video-js.css';

const video = document.createElement('video');
video.className = 'video-js';
video.muted = true;
video.playsInline = true;
document.querySelector('#app').append(video);
videojs(video, {
  controls: true,
  autoplay: document.body.dataset.autoplay === '1' ? 'muted' : false,
  muted: true,
  fill: true,
  sources: [{ src: document.body.dataset.src, type: 'video/mp4' }],
});
