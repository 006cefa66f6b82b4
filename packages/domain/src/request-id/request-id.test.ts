import { describe, expect, it } from 'vitest';
import { readRequestId } from './request-id.ts';

describe('readRequestId', () => {
  it.each(['trace-abc.1', '3f2b9c1e-8d7a-4b0e-9f6a-2c1d5e4b3a21', 'nginx:0a1b2c'])(
    'keeps the plain token %s',
    (id) => {
      expect(readRequestId(id)).toBe(id);
    },
  );

  it.each([undefined, null, '', 'a'.repeat(65), 'x y', 'x" {"level":60}', 'ünïcode'])(
    'replaces %j with a fresh UUID',
    (id) => {
      const read = readRequestId(id);
      expect(read).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(read).not.toBe(readRequestId(id));
    },
  );
});
