import { expect } from '@open-wc/testing';
import { nextLineOf, thumbnailAt, thumbnailInterval } from './platform-rules.js';

describe('platform rules', () => {
  describe('spec §1: the line list', () => {
    it('the next line wraps to the first; none with a single line', () => {
      expect(nextLineOf(['a', 'b', 'c'], 'b')).to.equal('c');
      expect(nextLineOf(['a', 'b', 'c'], 'c')).to.equal('a');
      expect(nextLineOf(['a'], 'a')).to.equal(undefined);
    });
  });

  describe('spec §9: thumbnails 160x90 in 8000 px rows', () => {
    it('interval 15 for duration over 600, 5 for 300–600, else none', () => {
      expect(thumbnailInterval(601)).to.equal(15);
      expect(thumbnailInterval(600)).to.equal(5);
      expect(thumbnailInterval(300)).to.equal(5);
      expect(thumbnailInterval(299)).to.equal(0);
    });
    it('places tile n at column n mod 50, row n div 50', () => {
      expect(thumbnailAt(0, 1000)).to.deep.equal({ x: 0, y: 0 });
      expect(thumbnailAt(15 * 51, 1000)).to.deep.equal({ x: 160, y: 90 });
      expect(thumbnailAt(10, 100)).to.equal(null);
    });
  });
});
