/**
 * OpenTelemetry traces of the API (docs/operations.md#traces), exported over OTLP/HTTP (JSON) to the collector the
 * configuration names. server.ts imports this module only when tracing is configured, and the module imports the
 * SDK only when called: a process without a collector loads none of it and runs no tracing code per request.
 *
 * Spans: one per request (SERVER, named by route template, child of the caller's W3C `traceparent`: the website's
 * page view), and one per PostgreSQL statement under it (@opentelemetry/instrumentation-pg). Embedded PGlite is not
 * traced. Why the pg instrumentation is applied by hand: under ESM, auto-instrumentation needs a loader hook
 * (`node --import`) before the app; but pg is a CommonJS package, which Node shares between `import` and `require`,
 * and the instrumentation patches `Client.prototype`. So requiring pg once after enabling it patches the very
 * prototype the database pool uses, whenever the pool was imported, with no hook and no flag on the command line.
 */
import { createRequire } from 'node:module';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { readRouteTemplate } from '../http/request-log.ts';

export interface TracingConfig {
  /** Where spans are posted: the collector's OTLP/HTTP traces endpoint (`…/v1/traces`). */
  tracesUrl: string;
  /** service.name of every span: how the collector tells the API from the website. */
  serviceName: string;
  /** Share of the traces that start here that are kept (0..1); a caller's sampled flag is followed as it is. */
  sampleRatio: number;
}

export interface Tracing {
  /** The request span middleware: first in the app, so that everything below runs inside its span. */
  requestSpans: MiddlewareHandler<AppEnv>;
  /** Sends the spans still buffered and stops (on shutdown, before the process exits). */
  shutdown(): Promise<void>;
}

export async function startTracing(config: TracingConfig): Promise<Tracing> {
  const api = await import('@opentelemetry/api');
  const { AsyncLocalStorageContextManager } = await import('@opentelemetry/context-async-hooks');
  const { W3CTraceContextPropagator } = await import('@opentelemetry/core');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } = await import(
    '@opentelemetry/sdk-trace'
  );
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  const { PgInstrumentation } = await import('@opentelemetry/instrumentation-pg');

  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.sampleRatio) }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.tracesUrl }) })],
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);

  const pg = new PgInstrumentation({
    // Statements outside a request (the job engine polling its queues) would each start a trace of one span.
    requireParentSpan: true,
    // Never the statements' parameters: they carry e-mail addresses, names and tokens.
    enhancedDatabaseReporting: false,
    // A span per statement is enough; the pool's checkouts would double their number.
    ignoreConnectSpans: true,
  });
  pg.setTracerProvider(provider);
  pg.enable();
  // The patch applies when pg is required (see the file comment): the same module object `import pg` gave the pool.
  createRequire(import.meta.url)('pg');

  const tracer = provider.getTracer('happenings-api');
  const headerGetter: import('@opentelemetry/api').TextMapGetter<Headers> = {
    get: (headers, key) => headers.get(key) ?? undefined,
    keys: (headers) => [...headers.keys()],
  };

  const requestSpans: MiddlewareHandler<AppEnv> = async (c, next) => {
    const parent = api.propagation.extract(api.ROOT_CONTEXT, c.req.raw.headers, headerGetter);
    const method = c.req.method;
    // Named by method until the router has matched; never the raw path (it carries slugs, searches and tokens).
    const span = tracer.startSpan(
      method,
      { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': method } },
      parent,
    );
    try {
      await api.context.with(api.trace.setSpan(parent, span), next);
    } finally {
      const route = readRouteTemplate(c);
      const status = c.res.status;
      if (route) {
        span.updateName(`${method} ${route}`);
        span.setAttribute('http.route', route);
      }
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    }
  };

  return {
    requestSpans,
    async shutdown() {
      pg.disable();
      await provider.shutdown();
    },
  };
}
