// The DASH floor: bare dash.js (the product's own copy) on a <video>, no UI, its default settings.
import { MediaPlayer } from 'dashjs';

const video = document.createElement('video');
video.muted = true;
video.playsInline = true;
video.style.width = '100%';
document.querySelector('#app').append(video);
MediaPlayer().create().initialize(video, document.body.dataset.src, document.body.dataset.autoplay === '1');
