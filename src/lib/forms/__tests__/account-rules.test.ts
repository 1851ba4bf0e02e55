import { describe, expect, it } from 'vitest';
import { isOtp, isPersonName, isPhone, isSubDomain, isValidEmail, passwordProblems } from '../account-rules';

describe('account field rules (SPEC §5)', () => {
  it('checks email addresses', () => {
    expect(isValidEmail('jane.doe@company.com')).toBe(true);
    expect(isValidEmail(' jane@company.co.uk ')).toBe(true);
    for (const bad of ['jane', 'jane@', '@company.com', 'jane@company', 'ja ne@company.com', 'jane@@company.com']) expect(isValidEmail(bad), bad).toBe(false);
  });

  it('wants 8+ characters with a special character', () => {
    expect(passwordProblems('Demo@12345')).toEqual([]);
    expect(passwordProblems('Ab#1')).toEqual(['tooShort']);
    expect(passwordProblems('abcdefgh12')).toEqual(['noSpecial']);
    expect(passwordProblems('abc')).toEqual(['tooShort', 'noSpecial']);
  });

  it('takes a 6-digit code', () => {
    expect(isOtp('123456')).toBe(true);
    for (const bad of ['12345', '1234567', '12a456', '']) expect(isOtp(bad), bad).toBe(false);
  });

  it('allows letters only in names (with spaces/hyphens between parts)', () => {
    for (const ok of ['Jane', 'Jane Doe', 'Anne-Marie O’Neil', 'Gülşen Yılmaz', '王芳', 'Петър Иванов']) expect(isPersonName(ok), ok).toBe(true);
    for (const bad of ['Jane2', 'R2D2', '<b>x</b>', 'a  b', '-Jane']) expect(isPersonName(bad), bad).toBe(false);
  });

  it('checks sub-domains and phone numbers', () => {
    expect(isSubDomain('nova-works')).toBe(true);
    for (const bad of ['Nova', 'a', 'nova_works', '-nova', 'nova-', 'www', 'public', 'no--va']) expect(isSubDomain(bad), bad).toBe(false);
    expect(isPhone('+44 7700 900123')).toBe(true);
    expect(isPhone('12ab')).toBe(false);
    expect(isPhone('123')).toBe(false);
  });
});
