import { JSEncrypt } from 'jsencrypt';
import { DEMO_PRIVATE_KEY } from '../demo-keys';
import { parseRsaPrivateKey, rsaDecrypt } from '../rsa';

// The demo backend's RSA decryption (src/mocks/rsa.ts) against jsencrypt, which the app encrypts the API key with.
const reference = new JSEncrypt();
reference.setPrivateKey(DEMO_PRIVATE_KEY);
const encryptor = new JSEncrypt();
encryptor.setPublicKey(reference.getPublicKey());
const key = parseRsaPrivateKey(DEMO_PRIVATE_KEY);

describe('RSA PKCS #1 v1.5 decryption of the API key', () => {
  it('reads what jsencrypt encrypted with the public key, each time freshly padded', () => {
    for (const text of ['acme', 'globex', 'a-much-longer-sub-domain-name', 'zürich']) {
      const first = encryptor.encrypt(text) as string;
      const second = encryptor.encrypt(text) as string;
      expect(first).not.toBe(second);
      expect(rsaDecrypt(key, first)).toBe(text);
      expect(rsaDecrypt(key, second)).toBe(text);
      expect(rsaDecrypt(key, first)).toBe(reference.decrypt(first));
    }
  });

  it('refuses what is not such a ciphertext: altered, cut short, not base64, or plain text', () => {
    const cipher = encryptor.encrypt('acme') as string;
    const bytes = Uint8Array.from(atob(cipher), (c) => c.charCodeAt(0));
    bytes[bytes.length - 1] ^= 0x01;
    expect(rsaDecrypt(key, btoa(String.fromCharCode(...bytes)))).not.toBe('acme');
    expect(rsaDecrypt(key, cipher.slice(0, 40))).toBeNull();
    expect(rsaDecrypt(key, '%%% not base64 %%%')).toBeNull();
    expect(rsaDecrypt(key, btoa('acme'))).toBeNull();
  });

  it('reads the key size of a 2048-bit key', () => {
    expect(key.size).toBe(256);
  });
});
