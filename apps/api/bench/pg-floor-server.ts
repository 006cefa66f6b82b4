/**
 * The second floor of the API benchmark: the same SQL the API runs for a path (the same query functions of
 * packages/db, on the same database), answered by a bare `node:http` server that writes the rows as JSON, with no
 * framework, session lookup, validation or response building. What the API takes beyond this is what its own
 * code and Hono add on top of the database. Serves on PORT, reading DATABASE_URL:
 * - /api/v1/experiences/slug/{slug}: the experience row
 * - /api/v1/events?start&end&size[&xmin&ymin&xmax&ymax]: a page of occurrences and their experience rows
 */
import { createServer } from 'node:http';
import { createDatabase } from '@happenings/db/client';
import { findExperienceBySlug, listEventOccurrences, listExperiencesByIds } from '@happenings/db/experiences';

const database = await createDatabase({ url: process.env.DATABASE_URL });
const { db } = database;

async function answer(url: URL): Promise<unknown> {
  const slug = /^\/api\/v1\/experiences\/slug\/([^/]+)$/.exec(url.pathname)?.[1];
  if (slug) return findExperienceBySlug(db, decodeURIComponent(slug));
  if (url.pathname === '/api/v1/events') {
    const q = url.searchParams;
    const size = Number(q.get('size') ?? 10);
    const box = q.has('xmin')
      ? {
          xmin: Number(q.get('xmin')),
          ymin: Number(q.get('ymin')),
          xmax: Number(q.get('xmax')),
          ymax: Number(q.get('ymax')),
        }
      : undefined;
    const page = await listEventOccurrences(db, {
      from: new Date(q.get('start') ?? Date.now()),
      to: new Date(q.get('end') ?? Date.now() + 7 * 86_400_000),
      box,
      limit: size + 1,
      offset: 0,
    });
    const rows = await listExperiencesByIds(
      db,
      page.slice(0, size).map((occurrence) => occurrence.experienceId),
    );
    return { occurrences: page.slice(0, size), experiences: [...rows.values()] };
  }
  if (url.pathname === '/ready') return { ready: true };
  return null;
}

createServer((request, response) => {
  answer(new URL(request.url ?? '/', 'http://floor'))
    .then((body) => {
      const text = JSON.stringify(body);
      response.writeHead(body === null ? 404 : 200, { 'content-type': 'application/json' });
      response.end(text);
    })
    .catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
}).listen(Number(process.env.PORT), '127.0.0.1');
