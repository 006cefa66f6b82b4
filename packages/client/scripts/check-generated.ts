/**
 * Fails when the committed OpenAPI document or generated client differ from what the API describes now
 * (CI: a route changed without `npm run generate -w @happenings/client`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const files = ['openapi.json', 'src/schema.generated.ts'];
const before = files.map((file) => readFileSync(file, 'utf8'));
execFileSync('npm', ['run', 'generate'], { stdio: 'ignore' });
const stale = files.filter((file, i) => readFileSync(file, 'utf8') !== before[i]);
if (stale.length > 0) {
  console.error(
    `Generated client is stale: ${stale.join(', ')}. Run: npm run generate -w @happenings/client`,
  );
  process.exit(1);
}
console.log('Generated client is up to date.');
