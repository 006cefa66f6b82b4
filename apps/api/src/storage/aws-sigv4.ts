/**
 * AWS Signature Version 4 for header-based authentication (the request signing that S3 and S3-compatible
 * stores — MinIO, R2, Spaces — accept), with node:crypto only. See the AWS "Signature Version 4 signing process"
 * documentation; aws-sigv4.test.ts checks it against the documented examples.
 */
import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** 's3' for object storage. */
  service: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (e.g. range, content-type). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body; the empty body's hash by default. */
  payloadHash?: string;
  now: Date;
}

export const EMPTY_PAYLOAD_SHA256 = createHash('sha256').update('').digest('hex');

export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 percent-encoding as SigV4 wants it: everything but A-Z a-z 0-9 - . _ ~ ('/' kept in paths). */
export function uriEncode(value: string, keepSlash = false): string {
  return Array.from(new TextEncoder().encode(value), (byte) => {
    const char = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/')) return char;
    return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/** '20130524T000000Z' */
export function toAmzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/**
 * The headers to send (including `authorization`), for a request whose path is already percent-encoded the way
 * S3 expects (each key segment through uriEncode).
 */
export function signRequest(request: SigV4Request, credentials: SigV4Credentials): Record<string, string> {
  const amzDate = toAmzDate(request.now);
  const day = amzDate.slice(0, 8);
  const payloadHash = request.payloadHash ?? EMPTY_PAYLOAD_SHA256;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  headers.host = request.url.host;
  headers['x-amz-date'] = amzDate;
  headers['x-amz-content-sha256'] = payloadHash;

  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.url.pathname || '/',
    canonicalQuery(request.url),
    names.map((name) => `${name}:${headers[name]}\n`).join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');

  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  let key: Uint8Array = hmac(`AWS4${credentials.secretAccessKey}`, day);
  for (const part of [credentials.region, credentials.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');

  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
