// Plyr with its CSS on a <video> (its icon sprite is an SVG fetched at run time, not counted as JS/CSS).
import Plyr from 'plyr';
import 'plyr/dist/plyr.css';

const video = document.createElement('video');
video.src = document.body.dataset.src;
video.muted = true;
video.playsInline = true;
document.querySelector('#app').append(video);
const player = new Plyr(video, { muted: true, autoplay: document.body.dataset.autoplay === '1', iconUrl: '/bench/peers/node_modules/plyr/dist/plyr.svg' });
if (document.body.dataset.autoplay === '1') player.play()?.catch?.(() => {});
