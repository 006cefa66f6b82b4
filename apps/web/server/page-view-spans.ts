/**
 * OpenTelemetry traces of the website's server (docs/operations.md#traces), exported over OTLP/HTTP (JSON). serve.ts
 * imports this module only when a collector is configured (readTracing in src/lib/env.ts), and the module loads the
 * SDK only when called: without a collector no tracing code runs at all.
 *
 * Every page view (and every call the browser makes through the website) is the root of a trace: one SERVER span,
 * whose W3C `traceparent` is written on the request before Next sees it, so the API calls made while rendering
 * (src/lib/api-server.ts) and the browser's calls relayed to the API (src/lib/api-proxy.ts) carry it, and the API's
 * spans, with their PostgreSQL statements, join the page view's trace.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface TracingConfig {
  tracesUrl: string;
  serviceName: string;
  sampleRatio: number;
}

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface PageViewSpans {
  /** The handler, each request inside its own span. */
  wrap(handler: Handler): Handler;
  /** Sends the spans still buffered (on shutdown). */
  shutdown(): Promise<void>;
}

/** Requests that are no page view: health probes polled every few seconds and Next's immutable build files. */
const UNTRACED = /^\/(_health\/|_next\/static\/)/;

export async function startPageViewSpans(config: TracingConfig): Promise<PageViewSpans> {
  const api = await import('@opentelemetry/api');
  const { AsyncLocalStorageContextManager } = await import('@opentelemetry/context-async-hooks');
  const { W3CTraceContextPropagator } = await import('@opentelemetry/core');
  const { resourceFromAttributes } = await import('@opentelemetry/resources');
  const { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } = await import(
    '@opentelemetry/sdk-trace'
  );
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');

  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.sampleRatio) }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.tracesUrl }) })],
  });
  api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  const tracer = provider.getTracer('happenings-web');

  return {
    wrap: (handler) => (request, response) => {
      if (UNTRACED.test(request.url ?? '/')) {
        handler(request, response);
        return;
      }
      const method = request.method ?? 'GET';
      // Named by method until Next has routed the request (below); never by raw path, which carries slugs.
      // A new trace per page view, whatever `traceparent` the browser sent: a visitor's header must not choose
      // which views are sampled (a flood of forced traces) nor join them to a trace of its own.
      const span = tracer.startSpan(
        method,
        { kind: api.SpanKind.SERVER, attributes: { 'http.request.method': method } },
        api.ROOT_CONTEXT,
      );
      const active = api.trace.setSpan(api.ROOT_CONTEXT, span);
      delete request.headers.traceparent;
      delete request.headers.tracestate;
      api.propagation.inject(active, request.headers);
      response.once('close', () => {
        // Next writes the page's route template on the root span of the request it handles ('/event/[slug]').
        const route = (span as unknown as { attributes?: Record<string, unknown> }).attributes?.[
          'http.route'
        ];
        if (typeof route === 'string') span.updateName(`${method} ${route}`);
        span.setAttribute('http.response.status_code', response.statusCode);
        if (response.statusCode >= 500 || !response.writableFinished) {
          span.setStatus({ code: api.SpanStatusCode.ERROR });
        }
        span.end();
      });
      api.context.with(active, () => handler(request, response));
    },
    shutdown: () => provider.shutdown(),
  };
}
