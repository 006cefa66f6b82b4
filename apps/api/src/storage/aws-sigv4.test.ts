/**
 * The signing is checked against the worked examples of AWS's S3 documentation ("Signature Calculations for the
 * Authorization Header", examplebucket, 2013-05-24). The S3 storage itself cannot be tested against a real bucket
 * here; its requests are checked against a fake fetch.
 */
import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_SHA256, sha256Hex, signRequest, uriEncode } from './aws-sigv4.ts';
import { createS3Storage } from './s3-storage.ts';

const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 's3',
};
const now = new Date('2013-05-24T00:00:00Z');
const origin = 'https://examplebucket.s3.amazonaws.com';
const signatureOf = (headers: Record<string, string>) =>
  /Signature=([0-9a-f]{64})$/.exec(headers.authorization!)?.[1];

describe('AWS Signature V4 (AWS documented examples)', () => {
  it('GET Object with a range', () => {
    const headers = signRequest(
      { method: 'GET', url: new URL(`${origin}/test.txt`), headers: { Range: 'bytes=0-9' }, now },
      credentials,
    );
    expect(headers['x-amz-content-sha256']).toBe(EMPTY_PAYLOAD_SHA256);
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('PUT Object with a key that needs escaping and a payload', () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signRequest(
      {
        method: 'PUT',
        url: new URL(`${origin}/${uriEncode('test$file.text', true)}`),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
        payloadHash: sha256Hex(body),
        now,
      },
      credentials,
    );
    expect(headers['x-amz-content-sha256']).toBe(
      '44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072',
    );
    expect(signatureOf(headers)).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('GET Bucket Lifecycle (a query without a value)', () => {
    const headers = signRequest({ method: 'GET', url: new URL(`${origin}/?lifecycle`), now }, credentials);
    expect(signatureOf(headers)).toBe('fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543');
  });

  it('GET Bucket (List Objects) with a sorted query', () => {
    const headers = signRequest(
      { method: 'GET', url: new URL(`${origin}/?prefix=J&max-keys=2`), now },
      credentials,
    );
    expect(signatureOf(headers)).toBe('34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });

  it('percent-encodes like SigV4 (space as %20, slash kept in paths)', () => {
    expect(uriEncode('a b/c~d*', true)).toBe('a%20b/c~d%2A');
    expect(uriEncode('a/b')).toBe('a%2Fb');
  });
});

describe('S3 storage requests (fake fetch)', () => {
  const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
  const responses: Response[] = [];
  const fakeFetch = (async (url: URL, init: RequestInit) => {
    calls.push({
      url: String(url),
      method: String(init.method),
      headers: init.headers as Record<string, string>,
    });
    return responses.shift() ?? new Response(null, { status: 500 });
  }) as unknown as typeof fetch;
  const storage = createS3Storage(
    {
      endpoint: 'http://127.0.0.1:9000/',
      bucket: 'media',
      accessKeyId: 'ak',
      secretAccessKey: 'sk',
      region: 'eu-west-1',
    },
    fakeFetch,
  );

  it('puts, gets a range, checks and deletes path-style, signing each request', async () => {
    responses.push(
      new Response(null, { status: 200 }),
      new Response('abc', { status: 206, headers: { 'content-range': 'bytes 0-2/10', etag: '"e1"' } }),
      new Response(null, { status: 404 }),
      new Response(null, { status: 204 }),
    );
    await storage.put('originals/image/seed/a.jpg', new Uint8Array([1, 2, 3]), 'image/jpeg');
    const object = await storage.get('originals/image/seed/a.jpg', { start: 0, end: 2 });
    expect(await storage.has('originals/image/seed/b.jpg')).toBe(false);
    await storage.delete('originals/image/seed/a.jpg');

    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'PUT http://127.0.0.1:9000/media/originals/image/seed/a.jpg',
      'GET http://127.0.0.1:9000/media/originals/image/seed/a.jpg',
      'HEAD http://127.0.0.1:9000/media/originals/image/seed/b.jpg',
      'DELETE http://127.0.0.1:9000/media/originals/image/seed/a.jpg',
    ]);
    expect(calls[0]!.headers['x-amz-content-sha256']).toBe(sha256Hex(new Uint8Array([1, 2, 3])));
    expect(calls[0]!.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=ak\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, /,
    );
    expect(calls[1]!.headers.range).toBe('bytes=0-2');
    expect(object?.size).toBe(10);
    expect(object?.etag).toBe('"e1"');
  });

  it('refuses keys that leave the bucket folder', async () => {
    await expect(storage.get('originals/../secret')).rejects.toThrow(/Unsafe storage key/);
  });
});
