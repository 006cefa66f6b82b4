import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { alias: { '@': path.join(path.dirname(fileURLToPath(import.meta.url)), 'src') } },
  test: { name: 'web', include: ['src/**/*.test.ts', 'server/**/*.test.ts'], env: { TZ: 'Asia/Kathmandu' } },
});
