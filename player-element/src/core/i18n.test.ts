import { expect } from '@open-wc/testing';
import { format, languageLoad, messagesFor, resolveLanguage } from './i18n.js';

describe('languages: zh_CN and en catalogues', () => {
  it('the Chinese catalogue is a lazy chunk: English until languageLoad(zh_CN) resolves, then Chinese; English needs no load', async () => {
    expect(languageLoad('en')).to.equal(undefined);
    expect(messagesFor('zh_CN').player).to.equal('Video player');
    await languageLoad('zh_CN');
    expect(messagesFor('zh_CN').player).to.equal('视频播放器');
    expect(languageLoad('zh_CN')).to.equal(undefined);
  });

  it('both catalogues have every key, none empty', () => {
    const en = messagesFor('en');
    const zh = messagesFor('zh_CN');
    expect(Object.keys(zh).sort()).to.deep.equal(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(zh)]) expect(text.trim(), key).not.to.equal('');
  });

  it('the placeholders match between the languages', () => {
    const en = messagesFor('en');
    const zh = messagesFor('zh_CN');
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(names(zh[key]), key).to.deep.equal(names(en[key]));
  });

  it('lang zh_CN / zh-CN / en, else the browser language (Chinese → zh_CN, else en)', () => {
    expect(resolveLanguage('zh_CN')).to.equal('zh_CN');
    expect(resolveLanguage('zh-CN')).to.equal('zh_CN');
    expect(resolveLanguage('en')).to.equal('en');
    expect(resolveLanguage('fr', 'zh-TW')).to.equal('zh_CN');
    expect(resolveLanguage(undefined, 'de-DE')).to.equal('en');
  });

  it('format fills placeholders', async () => {
    // Imported here: once loaded, the overlays' catalogue makes languageLoad load its strings too (decision 0075).
    const { overlayMessages } = await import('./i18n-overlays.js');
    await languageLoad('zh_CN');
    expect(format(messagesFor('en').seekValueText, { current: '1:05', total: '3:20' })).to.equal('1:05 of 3:20');
    expect(format(overlayMessages(messagesFor('zh_CN')).resumeTip, { time: '1:05' })).to.equal('上次播放到 1:05，正在为您续播');
  });
});
