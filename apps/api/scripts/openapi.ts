/**
 * Writes the API's OpenAPI 3.1 document to a file (argument 1) or stdout, without starting a server:
 * packages/client is generated from it.
 */
import { writeFile } from 'node:fs/promises';
import { createDatabase } from '@happenings/db/client';
import { createApp } from '../src/app.ts';
import { createMemoryCache } from '../src/cache/memory-cache.ts';
import { loadConfig } from '../src/env.ts';
import { OPENAPI_INFO } from '../src/http/openapi.ts';
import { createOutboxMailer } from '../src/mail/mailer.ts';
import { createMemoryRateLimiter } from '../src/rate-limit/rate-limiter.ts';
import { createDevSmsSender } from '../src/sms/sms-sender.ts';

// An in-memory database that is never queried: building the app needs one, describing it does not.
const database = await createDatabase();
const config = loadConfig({ NODE_ENV: 'development' });
const app = createApp({
  db: database.db,
  dbKind: database.kind,
  config,
  mailer: createOutboxMailer(config.outboxDir, config.mailFrom),
  sms: createDevSmsSender(config.outboxDir),
  rateLimiter: createMemoryRateLimiter(),
  cache: createMemoryCache(),
  clock: Date.now,
});
const document = app.getOpenAPI31Document({ openapi: '3.1.0', info: OPENAPI_INFO });
const text = `${JSON.stringify(document, null, 2)}\n`;
const target = process.argv[2];
if (target) await writeFile(target, text);
else process.stdout.write(text);
await database.close();
