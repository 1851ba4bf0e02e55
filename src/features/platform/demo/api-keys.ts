/**
 * The demo's RSA public keys (2048-bit, SubjectPublicKeyInfo PEM) that "rotate" an organisation's API key pair: a real
 * server generates a new pair and keeps the private key; the demo steps through these four fixed keys (generating
 * a pair in the browser takes seconds). Their private keys were discarded: nothing here can decrypt.
 */
export const DEMO_API_PUBLIC_KEYS: readonly string[] = [
  `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAn0Kr7vN1ck0gD485RlUW
jqAzOT/5gz2rDkWlPOTnnlFdZtIx80YeVOs7xpJ2GOLqbSvW65vOD+36Qhnx64wo
dZH7SHlF/updIv0EpaG6U+IMMzgfG3x4nKqSNN/xItyS9ClzQvx3ApydEkHMjWRs
63FQsKSriZqMMznms++6mtZZOsrFrjpLPEwBVM0FD0GGtCGCx82mvQxfpYYdFBbY
od623DFXRv5hFgbMaFqdnKEGMt43MfjHWaPhbZfCg4TzqU4SpzveOKWuPHxROK+E
/KL3G10C1cYjvnd5nGt482I2Qiq19vimDz9PT2UgfMewkxWi2EHwy+LA7ERAdWq0
+wIDAQAB
-----END PUBLIC KEY-----`,
  `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA2lF2PPx/Y7l0pwfBvtus
/8eCWfGJeBtjwMXyi4IrIZQk+YD3KR0JDNTWZty7c3c2BqOI2MXXh7bEI4dzG6g0
8Qbnxl5oUyUMUJuj52khnAYO3Hre+bbyphlHoNPFg3l9CQFq9fR5+Gf4iTwTYO2s
FE801P7I7eLQCCL92auuqETaCwSP8ZEDSymDnpbD0hqZxntp8/40JofquIY65xq8
VjZIGNVnFF0RSheK3RqLIV9/lyxD9MNoRuN4CKkktKimNT9u0RewPRLl8EfMx/xW
e/+wLZMmk35gAPlG96HBJ2WCKFjuRs/ds8eiPif7PW1r/H+mEW3EyOFMNXglJeCd
5wIDAQAB
-----END PUBLIC KEY-----`,
  `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAwyPnJqdY7za9Nt07VKXT
HNZTJ75xmqIp/4pLUUv3wEPeIFusuMWbNM5OiJfEQRTUSigsQOiKS2wFbYkmmNgp
Z6YsqJoEPoG/OOpdM4XKa8oJo2PKHuIh1j7gbcqcXSNHcukIDn/1/AUdX7kwbD1a
bVhNGtzpil3DGtfA73xEWdEu05TLX4fDmhv1p3aa8fpO4z9LedYb5/QTEKgWRgKX
wJwKeN1BLFn1DkW6++iqMFB+6Z6VL7QsOIhMnm/CHlnL50RU11EPksxNEMD1+Hwa
PAsOImVk1BGNKRuskEpkkqR6CjzIidXS2e7n/JBLE938sq+Z+o2GwPVcjhWlfJEV
owIDAQAB
-----END PUBLIC KEY-----`,
  `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAy6FkLVoaN1EzPGU/pUcn
LeUTDBqsY84Rry/3jns+/PLq5gAp57jkCfAeFesLktOi0vqx5adbcBfKBivi5Zdy
aJoK5VhoSDAkOAgpsy9tYfQUUoDqPd6TL7y9pDMDVHsjX9+LeSFj37pAJUDpbpU/
FqhbohL69f4ARKLpOmPjqypKNjObVxD+RFiKdWumyNwpbJRIhxNBJTt+ByTfs/7J
Uf/tH20K1NjBKnm/+ZWUtpRqTN9+mk90Kvv9KeWllKxx3mh2h4sxs1pAGmX4J0IT
ZQcxtB5BtFDSvp7bcXWfEzQumTemzM1Zf1nMSvv5JiP+lAPr/yH1HLdBCzFDdBc4
OQIDAQAB
-----END PUBLIC KEY-----`,
];
