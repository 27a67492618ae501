import { expect } from '@open-wc/testing';
import { md5 } from './md5.js';

describe('md5 (hand-written: Web Crypto has no MD5)', () => {
  it('matches the test suite of RFC 1321 appendix A.5', () => {
    const vectors: [string, string][] = [
      ['', 'd41d8cd98f00b204e9800998ecf8427e'],
      ['a', '0cc175b9c0f1b6a831c399e269772661'],
      ['abc', '900150983cd24fb0d6963f7d28e17f72'],
      ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
      ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
      ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
      ['12345678901234567890123456789012345678901234567890123456789012345678901234567890', '57edf4a22be3c955ac49da2e2107b67a'],
    ];
    for (const [input, digest] of vectors) expect(md5(input), JSON.stringify(input)).to.equal(digest);
  });

  it('hashes the UTF-8 bytes of non-ASCII text and inputs across block boundaries', () => {
    expect(md5('视频')).to.equal('7fcf42edf5817042904f4a122ff77582');
    expect(md5('a'.repeat(55))).to.equal('ef1772b6dff9a122358552954ad0df65');
    expect(md5('a'.repeat(56))).to.equal('3b0c8ac703f828b04c6c197006d17218');
    expect(md5('a'.repeat(64))).to.equal('014842d480b571495a4a0363793f7367');
  });
});
