// Property-based tests (fast-check) of the video platform's rules (player spec §3 video id, §5 domain rule).
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { domainAllowed, hostMatches, isPreviewId, isVideoId, type DomainRule } from './video-rules.js';

const ALNUM = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const alnum = fc.constantFrom(...ALNUM);
const alnumString = (length: number) => fc.array(alnum, { minLength: length, maxLength: length }).map((chars) => chars.join(''));
/** A valid video id: 32 letters or digits, `_`, then its first character. */
const videoId = alnumString(32).map((body) => `${body}_${body[0]}`);

const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,8}[a-z0-9])?$/);
const hostname = fc.array(label, { minLength: 1, maxLength: 4 }).map((labels) => labels.join('.'));
const domainList = fc.array(fc.oneof(hostname, fc.string()), { maxLength: 4 });
const settingType = fc.constantFrom<number | undefined>(undefined, 0, 1, 2, 3, Number.NaN);

describe('platform rules: properties of spec §3 / §5 (fast-check)', () => {
  describe('vid rule: 34 characters, the last two an underscore plus its first character', () => {
    it('every id built by the rule is a video id', () => {
      fc.assert(fc.property(videoId, (vid) => {
        expect(isVideoId(vid)).to.equal(true);
      }));
    });

    it('anything accepted obeys the rule (no exception escapes for any value)', () => {
      const candidate = fc.oneof(fc.anything(), fc.string(), videoId, videoId.map((vid) => vid.slice(1)), fc.string({ minLength: 34, maxLength: 34 }));
      fc.assert(fc.property(candidate, (value) => {
        if (!isVideoId(value)) return;
        expect(value).to.have.length(34);
        expect(value[32]).to.equal('_');
        expect(value[33]).to.equal(value[0]);
      }));
    });

    it('changing the last character, dropping or adding one breaks it', () => {
      fc.assert(fc.property(videoId, alnum, fc.nat({ max: 33 }), (vid, other, at) => {
        if (other !== vid[0]) expect(isVideoId(`${vid.slice(0, 33)}${other}`)).to.equal(false);
        expect(isVideoId(vid.slice(0, at) + vid.slice(at + 1))).to.equal(false);
        expect(isVideoId(`${vid}${other}`)).to.equal(false);
      }));
    });

    it('a preview id is 35 characters: a video id and one more letter or digit', () => {
      fc.assert(fc.property(videoId, alnum, fc.string({ maxLength: 3 }), (vid, extra, junk) => {
        expect(isPreviewId(`${vid}${extra}`)).to.equal(true);
        expect(isPreviewId(vid)).to.equal(false);
        const candidate = `${vid}${junk}`;
        if (isPreviewId(candidate)) expect(candidate.length === 35 && isVideoId(candidate.slice(0, 34))).to.equal(true);
      }));
    });
  });

  describe('domain rule', () => {
    it('a list entry matches the host itself and its sub-domains, however it is written', () => {
      fc.assert(fc.property(hostname, label, (host, sub) => {
        fc.pre(host.length > 0);
        for (const entry of [host, `*.${host}`, `https://${host}`, `http://${host}/path`, `${host}:8080`, ` ${host.toUpperCase()} `]) {
          expect(hostMatches(host, entry), entry).to.equal(true);
          expect(hostMatches(`${sub}.${host}`, entry), `${sub}.${host} under ${entry}`).to.equal(true);
        }
      }));
    });

    it('an entry never matches a host that merely ends with the same letters', () => {
      fc.assert(fc.property(hostname, label, (host, prefix) => {
        expect(hostMatches(`${prefix}${host}`, host)).to.equal(false);
      }));
    });

    it('an empty entry matches nothing', () => {
      fc.assert(fc.property(hostname, fc.constantFrom('', ' ', '*.', 'https://', '/'), (host, entry) => {
        expect(hostMatches(host, entry)).to.equal(false);
      }));
    });

    it('allowed when the host matches the enabled list (plus own hosts) and not the disabled list; setting_type 1 only disabled, 2 only enabled', () => {
      const rule = fc.record({ enabled: domainList, disabled: domainList, settingType });
      fc.assert(fc.property(hostname, rule, fc.array(hostname, { maxLength: 2 }), (host, domain: DomainRule, own) => {
        const matches = (list: string[]) => list.some((entry) => hostMatches(host, entry));
        const type = Number(domain.settingType);
        const blocked = type !== 2 && matches(domain.disabled);
        const listed = type === 1 || domain.enabled.length === 0 || matches([...domain.enabled, ...own]);
        expect(domainAllowed(host, domain, own)).to.equal(!blocked && listed);
      }));
    });

    it('a host on the disabled list is refused unless setting_type is 2; on the enabled list (and not disabled) it is allowed', () => {
      fc.assert(fc.property(hostname, domainList, settingType, (host, others, type) => {
        for (const entry of [host, `*.${host}`, `https://${host}`]) {
          expect(domainAllowed(host, { enabled: others, disabled: [entry, ...others], settingType: type }), `disabled ${entry}, type ${type}`).to.equal(Number(type) === 2 ? domainAllowed(host, { enabled: others, disabled: [], settingType: 2 }) : false);
          const clean = others.filter((entry2) => !hostMatches(host, entry2));
          expect(domainAllowed(host, { enabled: [entry, ...clean], disabled: clean, settingType: type }), `enabled ${entry}, type ${type}`).to.equal(true);
        }
      }));
    });

    it("the provider's own hosts pass the enabled list, but not the disabled list", () => {
      fc.assert(fc.property(hostname, hostname, (own, listed) => {
        fc.pre(!hostMatches(own, listed));
        expect(domainAllowed(own, { enabled: [listed], disabled: [] }, [own])).to.equal(true);
        expect(domainAllowed(own, { enabled: [listed], disabled: [] }, [])).to.equal(false);
        expect(domainAllowed(own, { enabled: [listed], disabled: [own] }, [own])).to.equal(false);
      }));
    });

    it('no exception escapes for any host and any entries', () => {
      fc.assert(fc.property(fc.string(), fc.array(fc.string(), { maxLength: 4 }), fc.array(fc.string(), { maxLength: 4 }), fc.anything(), (host, enabled, disabled, type) => {
        expect(typeof domainAllowed(host, { enabled, disabled, settingType: type as number })).to.equal('boolean');
      }));
    });
  });
});
