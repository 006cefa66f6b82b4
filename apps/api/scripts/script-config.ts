/**
 * The configuration of the API's command-line scripts (seed, sessions, admin): the API's own, with the data folder
 * resolved as `npm start` resolves it (scripts/start.mjs), from the repository rather than from apps/api, where npm
 * runs these scripts, so they act on the same embedded database as the product.
 */
import path from 'node:path';
import { type ApiConfig, loadConfig } from '../src/env.ts';

const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../../..');

export function loadScriptConfig(source: NodeJS.ProcessEnv = process.env): ApiConfig {
  return loadConfig({
    ...source,
    HAPPENINGS_DATA_DIR: path.resolve(REPOSITORY_ROOT, source.HAPPENINGS_DATA_DIR || '.data'),
  });
}
