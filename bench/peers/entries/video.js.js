// video.js as a site imports it (the default build, with VHS for HLS/DASH) and its CSS.
import videojs from 'video.js';
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
  sources: [{ src: document.body.dataset.src, type: /\.m3u8$/.test(document.body.dataset.src) ? 'application/x-mpegURL' : 'video/mp4' }],
});
