/**
 * Traces website → API → PostgreSQL (docs/operations.md#traces): a local OTLP/HTTP collector receives the spans of
 * one page view. The API is the production build on PostgreSQL with OTEL_EXPORTER_OTLP_ENDPOINT set; the website's
 * side is its own tracing module (apps/web/server/page-view-spans.ts, as serve.ts wraps its handler) around a
 * handler that calls the API the way its server components do (src/lib/api-server.ts forwards `traceparent`).
 * Starting the real website would need its Next build, which only the browser suite makes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPageViewSpans } from '../../web/server/page-view-spans.ts';
import { type ApiProcess, startApiProcess } from './api-process.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { waitFor } from './wait-for.ts';

/** A span as OTLP/JSON writes it (ids in hex), with the service that sent it. */
interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  kind: number;
  attributes: Record<string, unknown>;
}

const SERVER_KIND = 2;

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans: {
    resource: { attributes: OtlpAttribute[] };
    scopeSpans: {
      spans: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
      }[];
    }[];
  }[];
}

const readValue = (value: OtlpValue) =>
  value.stringValue ??
  (value.intValue === undefined ? undefined : Number(value.intValue)) ??
  value.boolValue ??
  value.doubleValue;
const attributesOf = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, readValue(value)]));

/** An OpenTelemetry collector's OTLP/HTTP traces endpoint, reduced to keeping what it receives. */
function startCollector(): Promise<{
  url: string;
  spans: ReceivedSpan[];
  contentTypes: Set<string>;
  server: Server;
}> {
  const spans: ReceivedSpan[] = [];
  const contentTypes = new Set<string>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      contentTypes.add(String(request.headers['content-type']));
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport;
      for (const { resource, scopeSpans } of body.resourceSpans) {
        const service = String(attributesOf(resource.attributes)['service.name']);
        for (const scope of scopeSpans) {
          for (const span of scope.spans) {
            spans.push({
              service,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              name: span.name,
              kind: span.kind,
              attributes: attributesOf(span.attributes),
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, spans, contentTypes, server });
    });
  });
}

let collector: Awaited<ReturnType<typeof startCollector>>;
let scratch: ScratchDatabase;
let api: ApiProcess;
beforeAll(async () => {
  collector = await startCollector();
  scratch = await createScratchDatabase();
  api = await startApiProcess({
    databaseUrl: scratch.url,
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: collector.url },
  });
});
afterAll(async () => {
  await api?.kill('SIGTERM');
  await scratch?.drop();
  collector?.server.close();
});

describe('traces of one page view', () => {
  it('website, API and PostgreSQL spans share one trace, each the child of the one before', async () => {
    const website = await startPageViewSpans({
      tracesUrl: `${collector.url}/v1/traces`,
      serviceName: 'happenings-web',
      sampleRatio: 1,
    });
    // The page's server-side API call, with the headers api-server.ts forwards.
    const site = createServer(
      website.wrap((request, response) => {
        const traceparent = String(request.headers.traceparent);
        void api
          .request('/api/v1/categories', { headers: { traceparent } })
          .then(async (answer) => response.end(`${answer.status} ${traceparent}`));
      }),
    );
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const { port } = site.address() as AddressInfo;
    // A browser's own traceparent is not followed: the page view starts its trace.
    const foreign = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    const page = await fetch(`http://127.0.0.1:${port}/events/some-event`, {
      headers: { traceparent: foreign },
    });
    const [status, traceparent] = (await page.text()).split(' ');
    expect(status).toBe('200');
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(traceparent).not.toContain('0af7651916cd43dd8448eb211c80319c');
    site.close();
    await website.shutdown();

    const traceId = traceparent!.split('-')[1]!;
    const ofTrace = () => collector.spans.filter((span) => span.traceId === traceId);
    await waitFor(
      'the API and PostgreSQL spans of the page view',
      // The API sends its spans in batches, every 5 s.
      async () => ofTrace().some((span) => span.service === 'happenings-api'),
      { timeoutMs: 20_000, intervalMs: 100 },
    );
    const spans = ofTrace();

    const pageView = spans.find((span) => span.service === 'happenings-web');
    expect(pageView).toMatchObject({ name: 'GET', kind: SERVER_KIND, parentSpanId: undefined });
    expect(pageView?.attributes['http.response.status_code']).toBe(200);

    const request = spans.find((span) => span.service === 'happenings-api' && span.kind === SERVER_KIND);
    expect(request).toMatchObject({ name: 'GET /api/v1/categories', parentSpanId: pageView!.spanId });
    expect(request?.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/v1/categories',
      'http.response.status_code': 200,
    });

    // The stable database semantic conventions: db.system.name, db.query.text.
    const queries = spans.filter((span) => span.attributes['db.system.name'] === 'postgresql');
    expect(queries.length).toBeGreaterThan(0);
    for (const query of queries) {
      expect(query.service).toBe('happenings-api');
      expect(query.parentSpanId).toBe(request!.spanId);
    }
    // The statement text is there, its parameters are not (they may hold personal data).
    const texts = queries.map((query) => String(query.attributes['db.query.text']));
    expect(texts.some((text) => /\bcategor/i.test(text))).toBe(true);
    expect(
      queries.some((query) => Object.keys(query.attributes).some((key) => key.includes('parameter'))),
    ).toBe(false);
    expect(collector.contentTypes).toEqual(new Set(['application/json']));
  });
});
