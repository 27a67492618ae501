import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe("the user menu's avatar shows the learner's initials, readable in every script", () => {
  it('takes the first and last words of a name in a cased alphabet, as capitals', () => {
    expect(initialsOf('Demo Learner')).toBe('DL');
    expect(initialsOf('  somchai  van der berg ')).toBe('SB');
    expect(initialsOf('Élodie')).toBe('É');
  });

  it('gives a Thai name its first consonant with its marks, skipping a leading vowel', () => {
    expect(initialsOf('สมชาย ใจดี')).toBe('ส');
    expect(initialsOf('ไพศาล')).toBe('พ');
    expect(initialsOf('นิ้ง')).toBe('นิ้');
  });

  it("gives a Chinese name its first character, and an empty name nothing", () => {
    expect(initialsOf('王小明')).toBe('王');
    expect(initialsOf('   ')).toBe('');
  });
});
