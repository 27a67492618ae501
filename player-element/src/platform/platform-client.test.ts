// The platform client against a stub fetch (docs/api.md "Video platform"): video info with its fallback
// and client codes, the key path rule and the client-side key decryption, password and sign hashes.
import { expect } from '@open-wc/testing';
import { VID, encryptInfo, fakePlatform, json, videoInfo } from '../../test/platform-fake.js';
import { md5 } from '../core/md5.js';
import { decryptDerived, encryptDerived } from './crypto.js';
import { KEY_PATH_VERSION, PlatformClient, VideoInfoError, passwordHash, statsSign, tokenViewer } from './platform-client.js';

const base = location.origin;

describe('platform client', () => {
  describe('derive(s): key = ASCII of md5(s)[0..16), IV = ASCII of md5(s)[16..32), AES-128-CBC', () => {
    it('decrypts what the same derivation encrypted (Web Crypto)', async () => {
      const cipher = await encryptDerived('secret', new TextEncoder().encode('hello'));
      expect(cipher.byteLength).to.equal(16);
      expect(new TextDecoder().decode(await decryptDerived('secret', cipher))).to.equal('hello');
    });
  });

  describe('spec §7 video info: primary, then the static fallback; both failing is code 1, decryption failing code 2', () => {
    it('decrypts the body into the video info JSON', async () => {
      const platform = fakePlatform({ [VID]: videoInfo({ title: '课程 1' }) });
      const info = await new PlatformClient(base, 'en', platform.fetch).videoInfo(VID);
      expect(info.title).to.equal('课程 1');
      expect(platform.calls.map((url) => url.pathname)).to.deep.equal([`/vod/secure/${VID}.json`]);
      expect(platform.calls[0]!.searchParams.get('lang')).to.equal('en');
    });

    it('falls back to the static path when the primary fails', async () => {
      const platform = fakePlatform({ [VID]: videoInfo() }, [(url) => (url.pathname.startsWith('/vod/secure/') ? json({ code: 503 }, 503) : undefined)]);
      const info = await new PlatformClient(base, 'en', platform.fetch).videoInfo(VID);
      expect(info.vid).to.equal(VID);
      expect(platform.calls.map((url) => url.pathname)).to.deep.equal([`/vod/secure/${VID}.json`, `/vod/static/${VID}.json`]);
    });

    it('the beta variant asks the nocache path', async () => {
      const platform = fakePlatform({ [VID]: videoInfo() });
      await new PlatformClient(base, 'en', platform.fetch).videoInfo(VID, true);
      expect(platform.calls[0]!.pathname).to.equal(`/vod/beta/${VID}.json`);
      expect(platform.calls[0]!.searchParams.get('nocache')).to.match(/^\d+$/);
    });

    it('both paths failing → client code 1', async () => {
      const platform = fakePlatform({});
      const error = await new PlatformClient(base, 'en', platform.fetch).videoInfo(VID).catch((caught: unknown) => caught);
      expect(error).to.be.instanceOf(VideoInfoError);
      expect((error as VideoInfoError).clientCode).to.equal(1);
    });

    it('a body that does not decrypt → client code 2', async () => {
      const body = await encryptInfo('another-key', videoInfo());
      const platform = fakePlatform({}, [(url) => (url.pathname.endsWith('.json') ? json({ code: 0, body }) : undefined)]);
      const error = await new PlatformClient(base, 'en', platform.fetch).videoInfo(VID).catch((caught: unknown) => caught);
      expect((error as VideoInfoError).clientCode).to.equal(2);
    });
  });

  describe('spec §7 encrypted keys: versioned path, token, and decryption under derive(token + vid)', () => {
    it(`inserts ${KEY_PATH_VERSION} and the token into the key address`, () => {
      const access = new PlatformClient(base, 'en').keyAccess(VID, 'h-1-viewer');
      expect(access.keyUrl!(`${base}/vod/keys/${VID}.key`)).to.equal(`${base}/vod/keys/v1102/${VID}.key?token=h-1-viewer`);
    });

    it('decrypts the 32-byte key answer to the 16-byte AES key', async () => {
      const key = crypto.getRandomValues(new Uint8Array(16));
      const answer = await encryptDerived(`tok${VID}`, key);
      expect(answer.byteLength).to.equal(32);
      const plain = await new PlatformClient(base, 'en').keyAccess(VID, 'tok').decryptKey!(answer);
      expect([...new Uint8Array(plain)]).to.deep.equal([...key]);
    });
  });

  describe('hashes and tokens', () => {
    it('password = md5(password + vid + ts + salt); statistics sign = md5("ddi-vod-stats" + pid + vid + flow + pd + cts)', () => {
      expect(passwordHash('ddi123', VID, 1700000000000)).to.equal(md5(`ddi123${VID}1700000000000ddi-vod-password-salt`));
      expect(statsSign('p1', VID, 0, 10, 42)).to.equal(md5(`ddi-vod-statsp1${VID}01042`));
    });

    it('spec §6: the viewer of a playsafe token is its last hyphen-separated piece', () => {
      expect(tokenViewer('abc-1700000000-learner_7')).to.equal('learner_7');
    });
  });

  describe('spec §5 password check: 0 wrong, 2 time error, else success', () => {
    it('sends the hash and the timestamp and returns the result', async () => {
      const platform = fakePlatform({}, [(url) => (url.pathname === '/vod/password/check' ? json({ result: 2 }) : undefined)]);
      const result = await new PlatformClient(base, 'en', platform.fetch).checkPassword(VID, 'pw', 5);
      expect(result).to.equal(2);
      expect(platform.calls[0]!.searchParams.get('password')).to.equal(md5(`pw${VID}5ddi-vod-password-salt`));
      expect(platform.calls[0]!.searchParams.get('ts')).to.equal('5');
    });
  });

  describe('spec §6 sign check: player sign, then verification of sign and sign2 = md5(sign + vid + t)', () => {
    const routes = (sign2: (sign: string, t: string) => string, status = 1, code = '0') => [
      (url: URL) => (url.pathname === '/vod/sign/player' ? json({ code, sign: 'S', status, username: 'guest' }) : undefined),
      (url: URL) => (url.pathname === '/vod/sign/verify' ? json({ sign: 'S', sign2: sign2('S', url.searchParams.get('t')!) }) : undefined),
    ];

    it('passes when both signs match', async () => {
      const platform = fakePlatform({}, routes((sign, t) => md5(`${sign}${VID}${t}`)));
      expect((await new PlatformClient(base, 'en', platform.fetch).signCheck(VID)).ok).to.equal(true);
    });

    it('fails on a wrong sign2, on status 0, and reports a server code other than "0"', async () => {
      expect((await new PlatformClient(base, 'en', fakePlatform({}, routes(() => 'wrong')).fetch).signCheck(VID)).ok).to.equal(false);
      expect((await new PlatformClient(base, 'en', fakePlatform({}, routes((s, t) => md5(`${s}${VID}${t}`), 0)).fetch).signCheck(VID)).ok).to.equal(false);
      const coded = await new PlatformClient(base, 'en', fakePlatform({}, routes(() => '', 1, '7')).fetch).signCheck(VID);
      expect(coded).to.deep.equal({ ok: false, serverCode: '7' });
    });

    it('tries the backup URL when the player sign call fails', async () => {
      const platform = fakePlatform({}, [
        (url) => (url.pathname === '/vod/sign/player' ? json({}, 500) : undefined),
        (url) => (url.pathname === '/vod/sign/player-backup' ? json({ code: '0', sign: 'S', status: 1, username: 'g' }) : undefined),
        (url) => (url.pathname === '/vod/sign/verify' ? json({ sign: 'S', sign2: md5(`S${VID}${url.searchParams.get('t')}`) }) : undefined),
      ]);
      expect((await new PlatformClient(base, 'en', platform.fetch).signCheck(VID)).ok).to.equal(true);
    });
  });
});
