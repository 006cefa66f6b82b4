/**
 * Reading and writing non-HttpOnly cookies from the browser (location, collection visit counts).
 */

export interface CookieOptions {
  maxAgeSeconds: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict';
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, options: CookieOptions): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${options.maxAgeSeconds}; Path=${options.path ?? '/'}; SameSite=${options.sameSite ?? 'Lax'}${secure}`;
}
