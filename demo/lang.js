// A page in one of the player's languages (`lang.html?lang=en|zh_CN`): the page's text and the player's.
import { loadCatalog, showSample } from '/demo/catalog.js';
import { logEvents } from '/demo/events.js';
import { LANGUAGES } from '/demo/pages.js';

const TEXT = {
  en: {
    title: 'The player in English',
    intro: 'lang="en": the controls, their accessible names, menus, messages and errors are in English.',
    home: 'Demo home',
    nav: 'Demo',
    others: 'Other languages',
    events: 'Events',
    player: 'Lesson video',
  },
  zh_CN: {
    title: '中文界面的播放器',
    intro: 'lang="zh_CN"：控制栏、无障碍名称、菜单、提示和错误信息均为简体中文。',
    home: '演示首页',
    nav: '演示',
    others: '其他语言',
    events: '事件',
    player: '课程视频',
  },
};

const params = new URLSearchParams(location.search);
const language = LANGUAGES.find((candidate) => candidate.code === params.get('lang')) ?? LANGUAGES[0];
const text = TEXT[language.code];
const player = document.querySelector('#player');

document.documentElement.lang = language.tag;
document.title = `${text.title} · <ddi-player>`;
document.querySelector('#title').textContent = text.title;
document.querySelector('#intro').textContent = text.intro;
document.querySelector('#home').textContent = text.home;
document.querySelector('#nav').setAttribute('aria-label', text.nav);
document.querySelector('#other-heading').textContent = text.others;
document.querySelector('#events-heading').textContent = text.events;
if (params.has('lang') && language.code !== params.get('lang')) {
  document.querySelector('#problem').textContent = `Unknown language "${params.get('lang')}": showing ${language.name}.`;
}
document.querySelector('#others').append(
  ...LANGUAGES.filter((other) => other !== language).map((other) => {
    const item = document.createElement('li');
    const anchor = Object.assign(document.createElement('a'), { href: `/demo/lang.html?lang=${other.code}`, textContent: other.name, lang: other.tag });
    item.append(anchor);
    return item;
  }),
);

player.setAttribute('lang', language.code);
player.setAttribute('aria-label', text.player);
logEvents(player, document.querySelector('#events'));

loadCatalog()
  .then((catalog) => {
    const sample = catalog.find((entry) => entry.features.includes('subtitles')) ?? catalog[0];
    if (!sample) throw new Error('the catalogue is empty');
    showSample(player, sample);
  })
  .catch((error) => {
    document.querySelector('#problem').textContent = error.message;
  });
