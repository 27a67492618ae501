import { expect } from '@open-wc/testing';
import { domainAllowed, isPreviewId, isVideoId, lineList, statusError } from './video-rules.js';

const vid = 'e97dbe3e648aefc2ea37e73b7fb0af3c_e'; // 34 characters, ends in `_` + first character

describe('video platform rules', () => {
  describe('spec §3: a video id is 34 characters ending in "_" plus its first character; a preview id is 35', () => {
    it('accepts a well-formed video id', () => {
      expect(vid.length).to.equal(34);
      expect(isVideoId(vid)).to.equal(true);
    });
    it('refuses a wrong length, a wrong last character or a non-string', () => {
      expect(isVideoId(vid.slice(1))).to.equal(false);
      expect(isVideoId(`${vid.slice(0, 33)}x`)).to.equal(false);
      expect(isVideoId(`${vid.slice(0, 32)}xe`)).to.equal(false);
      expect(isVideoId(42)).to.equal(false);
    });
    it('accepts 35-character preview ids only', () => {
      expect(isPreviewId(`${vid}1`)).to.equal(true);
      expect(isPreviewId(vid)).to.equal(false);
    });
  });

  describe('spec §4: video status codes', () => {
    it('60 and 61 are playable; 51 #005, below 0 #004, 10–26 #010, 48 #048, 53 #10000, others #009', () => {
      expect(statusError(60)).to.equal(null);
      expect(statusError('61')).to.equal(null);
      expect(statusError(51)).to.equal('#005');
      expect(statusError(-1)).to.equal('#004');
      expect(statusError(10)).to.equal('#010');
      expect(statusError(26)).to.equal('#010');
      expect(statusError(27)).to.equal('#009');
      expect(statusError(48)).to.equal('#048');
      expect(statusError(53)).to.equal('#10000');
      expect(statusError(0)).to.equal('#009');
    });
  });

  describe('spec §5: domain rule with setting_type', () => {
    const rule = { enabled: ['school.example'], disabled: ['bad.school.example'] };
    it('both lists by default: allowed on an enabled host (and its sub-domains) that is not disabled', () => {
      expect(domainAllowed('school.example', rule)).to.equal(true);
      expect(domainAllowed('www.school.example', rule)).to.equal(true);
      expect(domainAllowed('bad.school.example', rule)).to.equal(false);
      expect(domainAllowed('other.example', rule)).to.equal(false);
    });
    it('the provider\'s own hosts count as enabled', () => {
      expect(domainAllowed('127.0.0.1', rule, ['127.0.0.1'])).to.equal(true);
    });
    it('setting_type 1 checks only the disabled list, 2 only the enabled list', () => {
      expect(domainAllowed('other.example', { ...rule, settingType: 1 })).to.equal(true);
      expect(domainAllowed('bad.school.example', { ...rule, settingType: 1 })).to.equal(false);
      expect(domainAllowed('bad.school.example', { ...rule, settingType: 2 })).to.equal(true);
      expect(domainAllowed('other.example', { ...rule, settingType: 2 })).to.equal(false);
    });
  });

  describe('spec §1: the line list', () => {
    it('is built from a comma string, excludes the current line and kw, and puts the current line first', () => {
      expect(lineList('line2, kw,line1,line3,,line2', 'line1')).to.deep.equal(['line1', 'line2', 'line3']);
    });
  });
});
