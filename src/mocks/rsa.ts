/**
 * RSA decryption for the demo backend's API key (SPEC §7: the tenant sub-domain encrypted with the RSA public key,
 * PKCS #1 v1.5 as jsencrypt pads it; RFC 8017 §7.2.2), on the browser's own BigInt with the private key's CRT
 * parameters (RFC 8017 §5.1.2). Each page load sends a freshly padded key, so the demo decrypts once per load:
 * jsencrypt's big-number code took ≈ 35 ms of a page's start for it, this ≈ 6 ms. (WebCrypto has no PKCS #1 v1.5
 * encryption scheme, only OAEP.)
 */
export interface RsaPrivateKey {
  /** the modulus's length in bytes */
  size: number;
  p: bigint;
  q: bigint;
  dp: bigint;
  dq: bigint;
  qInv: bigint;
}

function base64Bytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bigIntOf = (bytes: Uint8Array) => (bytes.length === 0 ? 0n : BigInt(`0x${hexOf(bytes)}`));

/** a PEM "RSA PRIVATE KEY" (PKCS #1 RSAPrivateKey: version, n, e, d, p, q, dP, dQ, qInv) */
export function parseRsaPrivateKey(pem: string): RsaPrivateKey {
  const der = base64Bytes(pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, ''));
  let pos = 0;
  const header = (tag: number) => {
    if (der[pos++] !== tag) throw new Error('Not a PKCS #1 RSA private key');
    let length = der[pos++];
    if (length & 0x80) {
      const octets = length & 0x7f;
      length = 0;
      for (let i = 0; i < octets; i++) length = length * 256 + der[pos++];
    }
    return length;
  };
  const integer = () => {
    const length = header(0x02);
    const value = der.subarray(pos, pos + length);
    pos += length;
    return value;
  };
  header(0x30);
  const [, n, , , p, q, dp, dq, qInv] = Array.from({ length: 9 }, integer);
  const modulus = n[0] === 0 ? n.subarray(1) : n;
  return { size: modulus.length, p: bigIntOf(p), q: bigIntOf(q), dp: bigIntOf(dp), dq: bigIntOf(dq), qInv: bigIntOf(qInv) };
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** the text of a base64 PKCS #1 v1.5 ciphertext, or null when it is not one for this key */
export function rsaDecrypt(key: RsaPrivateKey, base64: string): string | null {
  let cipher: Uint8Array;
  try {
    cipher = base64Bytes(base64);
  } catch {
    return null;
  }
  if (cipher.length !== key.size) return null;
  const c = bigIntOf(cipher);
  const m1 = modPow(c, key.dp, key.p);
  const m2 = modPow(c, key.dq, key.q);
  const h = ((((m1 - m2) % key.p) + key.p) * key.qInv) % key.p;
  let hex = (m2 + h * key.q).toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  // EM = 0x00 ‖ 0x02 ‖ PS (≥ 8 non-zero bytes) ‖ 0x00 ‖ M; as a number it has lost its leading 0x00
  const em = Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16));
  if (em.length !== key.size - 1 || em[0] !== 0x02) return null;
  const separator = em.indexOf(0, 1);
  if (separator < 9) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(em.subarray(separator + 1));
  } catch {
    return null;
  }
}
