import { defineProject } from 'vitest/config';

// The deploy/ folder's checks that need no service: the env references against the apps' env.ts. The CI topology
// run (nginx in front of real processes) is its own config, test/topology.vitest.config.ts (`npm run test:topology`).
export default defineProject({
  test: {
    name: 'deploy',
    include: ['test/env-reference.test.ts'],
    env: { TZ: 'Asia/Kathmandu' },
  },
});
