import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, prepareSplicedGzip, spliceGzip } from './spliced-gzip.ts';

describe('spliced gzip', () => {
  it('decompresses to the text with every marker replaced, wherever the markers are', () => {
    const marker = 'PLACEHOLDER-NONCE';
    const page = `${marker}<html>${'<script nonce="PLACEHOLDER-NONCE">x()</script>'.repeat(40)}${'é€ text '.repeat(5000)}${marker}`;
    const prepared = prepareSplicedGzip(page, marker);
    for (const nonce of ['abc', 'Zm9vYmFyYmF6cXV4', '']) {
      const body = spliceGzip(prepared, nonce);
      expect(gunzipSync(body).toString()).toBe(page.replaceAll(marker, nonce));
      expect(body.length).toBeLessThan(Buffer.byteLength(page) / 5);
    }
  });

  it('keeps a text without the marker whole', () => {
    const prepared = prepareSplicedGzip('no marker here', 'NONCE');
    expect(gunzipSync(spliceGzip(prepared, 'x')).toString()).toBe('no marker here');
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as browsers and clients send it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('br, *;q=0.1')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
