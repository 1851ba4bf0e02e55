import { hashPassword, passwordHashNow, sha256Hex } from '../passwords';

describe('password hashes without waiting (the seed, src/mocks/db/passwords.ts)', () => {
  it('gives the FIPS 180-4 test vectors', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    // two blocks (56 bytes: the length no longer fits the first)
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1');
  });

  it('is the digest hashPassword makes through Web Crypto, for any length and any script', async () => {
    for (const [password, salt] of [
      ['Demo@12345', 'admin@acme.test'],
      ['pässwörd — 密码 пароль', 'dana.field@vertex.test'],
      ['x'.repeat(200), 'a@b.test'],
      ['', ''],
    ]) {
      expect(passwordHashNow(password, salt)).toBe(await hashPassword(password, salt));
    }
  });
});
