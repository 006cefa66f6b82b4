import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScriptConfig } from './script-config.ts';

const root = path.resolve(import.meta.dirname, '../../..');

describe("the scripts' data folder", () => {
  it("is the one `npm start` uses: the repository's .data, whatever folder npm runs the script in", () => {
    expect(loadScriptConfig({ NODE_ENV: 'test' }).dataDir).toBe(path.join(root, '.data'));
  });

  it('reads a relative HAPPENINGS_DATA_DIR from the repository, and keeps an absolute one', () => {
    expect(loadScriptConfig({ NODE_ENV: 'test', HAPPENINGS_DATA_DIR: 'elsewhere' }).dataDir).toBe(
      path.join(root, 'elsewhere'),
    );
    expect(loadScriptConfig({ NODE_ENV: 'test', HAPPENINGS_DATA_DIR: '/srv/happenings' }).dataDir).toBe(
      '/srv/happenings',
    );
  });
});
