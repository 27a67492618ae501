// Vidstack with its default layout (theme + video layout CSS), as its docs install it without a CDN.
import 'vidstack/player/styles/default/theme.css';
import 'vidstack/player/styles/default/layouts/video.css';
import 'vidstack/player';
import 'vidstack/player/layouts/default';
import 'vidstack/player/ui';

const player = document.createElement('media-player');
player.setAttribute('src', document.body.dataset.src);
player.setAttribute('muted', '');
player.setAttribute('playsinline', '');
if (document.body.dataset.autoplay === '1') player.setAttribute('autoplay', '');
player.style.width = '100%';
player.innerHTML = '<media-provider></media-provider><media-video-layout></media-video-layout>';
document.querySelector('#app').append(player);
// Vidstack fetches hls.js from a CDN by default; a site bundling it (as here, the same hls.js as ours) says so.
player.addEventListener('provider-change', (event) => {
  const provider = event.detail;
  if (provider?.type === 'hls') provider.library = () => import('hls.js');
});
