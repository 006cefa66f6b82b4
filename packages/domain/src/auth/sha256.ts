/**
 * SHA-256 (FIPS 180-4) in plain TypeScript, for the phone challenge on runtimes without WebCrypto (React Native's
 * Hermes; a browser page served over plain http). Many messages of the challenge share one prefix, so the whole
 * 64-byte blocks of the prefix are hashed once and each message costs only its last block or two.
 */

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const INITIAL_STATE = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];

const BLOCK = 64;

function rotr(value: number, bits: number): number {
  return (value >>> bits) | (value << (32 - bits));
}

/** Mixes the 64-byte block of `data` at `offset` into `state`; `w` is scratch space for the message schedule. */
function compress(state: Uint32Array, data: Uint8Array, offset: number, w: Uint32Array): void {
  for (let i = 0; i < 16; i++) {
    const j = offset + i * 4;
    w[i] = (data[j]! << 24) | (data[j + 1]! << 16) | (data[j + 2]! << 8) | data[j + 3]!;
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15]!;
    const y = w[i - 2]!;
    const s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >>> 3);
    const s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >>> 10);
    w[i] = w[i - 16]! + s0 + w[i - 7]! + s1;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  // A Uint32Array keeps each sum modulo 2^32.
  state[0] = state[0]! + a;
  state[1] = state[1]! + b;
  state[2] = state[2]! + c;
  state[3] = state[3]! + d;
  state[4] = state[4]! + e;
  state[5] = state[5]! + f;
  state[6] = state[6]! + g;
  state[7] = state[7]! + h;
}

/** Hashes `tail` (what follows the blocks already in `state`) with the padding of a `totalLength`-byte message. */
function finish(state: Uint32Array, tail: Uint8Array, totalLength: number, w: Uint32Array): Uint8Array {
  const whole = tail.length - (tail.length % BLOCK);
  for (let offset = 0; offset < whole; offset += BLOCK) compress(state, tail, offset, w);
  const rest = tail.length - whole;
  const last = new Uint8Array(rest + 9 <= BLOCK ? BLOCK : 2 * BLOCK);
  last.set(tail.subarray(whole));
  last[rest] = 0x80;
  const bits = totalLength * 8;
  const view = new DataView(last.buffer);
  view.setUint32(last.length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(last.length - 4, bits >>> 0);
  for (let offset = 0; offset < last.length; offset += BLOCK) compress(state, last, offset, w);
  const digest = new Uint8Array(32);
  const out = new DataView(digest.buffer);
  for (let i = 0; i < 8; i++) out.setUint32(i * 4, state[i]!);
  return digest;
}

/** A SHA-256 of `prefix` followed by each suffix given. */
export function createPrefixedSha256(prefix: Uint8Array): (suffix: Uint8Array) => Uint8Array {
  const w = new Uint32Array(64);
  const prefixState = new Uint32Array(INITIAL_STATE);
  const whole = prefix.length - (prefix.length % BLOCK);
  for (let offset = 0; offset < whole; offset += BLOCK) compress(prefixState, prefix, offset, w);
  const rest = prefix.slice(whole);
  return (suffix) => {
    const tail = new Uint8Array(rest.length + suffix.length);
    tail.set(rest);
    tail.set(suffix, rest.length);
    return finish(prefixState.slice(), tail, prefix.length + suffix.length, w);
  };
}

export function sha256(message: Uint8Array): Uint8Array {
  return createPrefixedSha256(new Uint8Array(0))(message);
}
