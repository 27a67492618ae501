import { expect } from '@open-wc/testing';
import { hasTimesize, matterMatchesType, notExcluded, popupIsImage, skipRule, validAds, validAdText, validSkipValues } from './ads-rules.js';
import { safeHttpUrl } from '../core/sanitize.js';

const base = 'https://vod.example/';
const item = (patch: Record<string, unknown> = {}) => ({
  adid: 'a1',
  adtype: 1,
  location: 1,
  matterurl: '/media/ad.jpg',
  addrurl: 'https://shop.example/',
  timesize: 5,
  skipenabled: 1,
  skiptime: 3,
  skipbutton: '',
  popuptime: 0,
  poplocation: 1,
  adwidth: 0,
  adheight: 0,
  ...patch,
});

describe('ads rules (spec §3 ad item, §5 ads rules)', () => {
  it('§3: adtype 3 is excluded (only 1 image and 2 video are kept)', () => {
    expect(notExcluded(item({ adtype: 3 }))).to.equal(false);
    expect(notExcluded(item({ adtype: 1 }))).to.equal(true);
    expect(notExcluded(item({ adtype: '2' }))).to.equal(true);
    expect(notExcluded(item({ adtype: 7 }))).to.equal(false);
  });

  it("§5 'image ads are filtered': media that does not match adtype is dropped", () => {
    expect(matterMatchesType(item({ adtype: 1, matterurl: '/media/ad.png' }))).to.equal(true);
    expect(matterMatchesType(item({ adtype: 1, matterurl: '/media/ad.mp4' }))).to.equal(false);
    expect(matterMatchesType(item({ adtype: 2, matterurl: '/media/ad.mp4?x=1' }))).to.equal(true);
    expect(matterMatchesType(item({ adtype: 2, matterurl: '/media/ad.jpg' }))).to.equal(false);
    expect(matterMatchesType(item({ matterurl: '' }))).to.equal(false);
    expect(matterMatchesType(item({ adtype: 1, matterurl: '/media/ad' }))).to.equal(true);
  });

  it("§5 \"'not skippable' values are filtered\": skipenabled other than 0/1 and bad skiptime drop the item", () => {
    expect(validSkipValues(item({ skipenabled: 0 }))).to.equal(true);
    expect(validSkipValues(item({ skipenabled: '1' }))).to.equal(true);
    expect(validSkipValues(item({ skipenabled: 2 }))).to.equal(false);
    expect(validSkipValues(item({ skipenabled: 'yes' }))).to.equal(false);
    expect(validSkipValues(item({ skiptime: -1 }))).to.equal(false);
    expect(validSkipValues(item({ skiptime: 'soon' }))).to.equal(false);
  });

  it('§5: timesize 0 items are ignored except pause ads', () => {
    expect(hasTimesize(item({ timesize: 0, location: 1 }))).to.equal(false);
    expect(hasTimesize(item({ timesize: 0, location: 3 }))).to.equal(false);
    expect(hasTimesize(item({ timesize: 0, location: 4 }))).to.equal(false);
    expect(hasTimesize(item({ timesize: 0, location: 2 }))).to.equal(true);
    expect(hasTimesize(item({ timesize: 4 }))).to.equal(true);
  });

  it('§5: popup ads must be images', () => {
    expect(popupIsImage(item({ location: 4, adtype: 2 }))).to.equal(false);
    expect(popupIsImage(item({ location: 4, adtype: 1 }))).to.equal(true);
    expect(popupIsImage(item({ location: 1, adtype: 2 }))).to.equal(true);
  });

  it('§5: skip is true, false or timed', () => {
    expect(skipRule(item({ skipenabled: 0, skiptime: 3 }))).to.equal(null);
    expect(skipRule(item({ skipenabled: 1, skiptime: 0 }))).to.equal(0);
    expect(skipRule(item({ skipenabled: 1, skiptime: 3 }))).to.equal(3);
  });

  it('links from data are http(s) only', () => {
    expect(safeHttpUrl('javascript:alert(1)', base)).to.equal('');
    expect(safeHttpUrl('/media/a.jpg', base)).to.equal('https://vod.example/media/a.jpg');
  });

  it('validAds keeps the valid items in order and warns once per dropped item', () => {
    const warnings: string[] = [];
    const ads = validAds(
      [item({ adid: 'ok1' }), item({ adid: 'bad', adtype: 3 }), null, item({ adid: 'ok2', location: 2, timesize: 0, adtype: 2, matterurl: '/m.mp4' }), item({ adid: 'js', matterurl: 'javascript:x' })],
      base,
      (message) => warnings.push(message),
    );
    expect(ads.map((ad) => ad.adid)).to.deep.equal(['ok1', 'ok2']);
    expect(ads[0]).to.include({ kind: 'image', location: 1, src: 'https://vod.example/media/ad.jpg', href: 'https://shop.example/', timesize: 5, skipAfter: 3 });
    expect(ads[1]).to.include({ kind: 'video', location: 2, timesize: 0, skipAfter: 3 });
    expect(warnings).to.have.length(3);
    expect(validAds('nope', base, (message) => warnings.push(message))).to.deep.equal([]);
  });

  it('the text bar needs a text; its url is a link only when http(s)', () => {
    expect(validAdText({ text: 'Sale', url: 'https://shop.example/' }, base, () => undefined)).to.deep.equal({ text: 'Sale', href: 'https://shop.example/' });
    expect(validAdText({ text: 'Sale', url: 'javascript:x' }, base, () => undefined)).to.deep.equal({ text: 'Sale', href: '' });
    expect(validAdText({ text: '' }, base, () => undefined)).to.equal(null);
    expect(validAdText(undefined, base, () => undefined)).to.equal(null);
  });
});
