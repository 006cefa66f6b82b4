/**
 * The app's secret for Google and Apple sign-in (RFC 7636 S256; apps/api features/auth/app-sign-in-state.ts): a
 * random code verifier made when the browser is sent off, kept on the device while the browser signs in, and
 * sent with the code the browser brings back. Only its SHA-256 (the challenge) goes through the browser, so a
 * code read there, or a hand-over some other page set off, is of no use without this app's verifier.
 *
 * Kept in AsyncStorage rather than memory: the system may end the app while the browser is in front. It is
 * taken (removed) when used, and ignored once the start it belongs to has expired on the API (10 minutes).
 */
import AsyncStorage from '@react-native-async-storage/async-storage';

const KEY = 'happenings.app-sign-in-verifier';
const START_TTL_MS = 10 * 60_000;

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

interface RandomSources {
  getRandomValues?: (array: Uint8Array) => Uint8Array;
  /** Expo's native version-4 UUIDs (UUID() on iOS, UUID.randomUUID() on Android: the system's secure random). */
  uuidv4?: () => string;
}

function deviceRandomSources(): RandomSources {
  const webCrypto = (globalThis as { crypto?: { getRandomValues?: (array: Uint8Array) => Uint8Array } })
    .crypto;
  const expo = (globalThis as { expo?: { uuidv4?: () => string } }).expo;
  return {
    getRandomValues: webCrypto?.getRandomValues?.bind(webCrypto),
    uuidv4: expo?.uuidv4?.bind(expo),
  };
}

/**
 * A new verifier: 64 hex digits of Web Crypto's random (the web build, and any engine that has it), else 96 hex
 * digits of three of Expo's native UUIDs (366 random bits; Hermes has no Web Crypto). Null when the device offers
 * neither: never a verifier from Math.random, which a guesser could reproduce.
 */
export function makeCodeVerifier(sources: RandomSources = deviceRandomSources()): string | null {
  if (sources.getRandomValues) return hex(sources.getRandomValues(new Uint8Array(32)));
  const { uuidv4 } = sources;
  if (uuidv4) return Array.from({ length: 3 }, () => uuidv4().replace(/-/g, '').toLowerCase()).join('');
  return null;
}

export async function keepCodeVerifier(verifier: string, now = Date.now()): Promise<void> {
  await AsyncStorage.setItem(KEY, JSON.stringify({ verifier, keptAt: now }));
}

/** The verifier of the latest start, removed as it is read; null when there is none or its start has expired. */
export async function takeCodeVerifier(now = Date.now()): Promise<string | null> {
  const text = await AsyncStorage.getItem(KEY).catch(() => null);
  await AsyncStorage.removeItem(KEY).catch(() => undefined);
  try {
    const kept = text ? (JSON.parse(text) as { verifier?: unknown; keptAt?: unknown }) : null;
    if (typeof kept?.verifier !== 'string' || typeof kept.keptAt !== 'number') return null;
    return now - kept.keptAt < START_TTL_MS ? kept.verifier : null;
  } catch {
    return null;
  }
}
