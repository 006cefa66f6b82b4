import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env.ts';

const tracingOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).tracing;

describe('tracing settings (docs/operations.md#traces)', () => {
  it('is off without a collector, an empty variable included', () => {
    expect(tracingOf({})).toBeUndefined();
    expect(tracingOf({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBeUndefined();
  });

  it("posts to the collector's /v1/traces as the API's service, every trace kept", () => {
    expect(tracingOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'happenings-api',
      sampleRatio: 1,
    });
  });

  it('takes a traces endpoint in full, a service name and a share of traces', () => {
    expect(
      tracingOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp/v1/traces',
        OTEL_SERVICE_NAME: 'happenings-api-boston',
        TRACES_SAMPLE_RATIO: '0.1',
      }),
    ).toEqual({
      tracesUrl: 'https://traces.example/otlp/v1/traces',
      serviceName: 'happenings-api-boston',
      sampleRatio: 0.1,
    });
  });

  it.each([
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' }, /OTEL_EXPORTER_OTLP_ENDPOINT/],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', TRACES_SAMPLE_RATIO: '1.5' }, /TRACES_SAMPLE_RATIO/],
    [{ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', TRACES_SAMPLE_RATIO: 'all' }, /TRACES_SAMPLE_RATIO/],
  ])('refuses %j', (env, message) => {
    expect(() => tracingOf(env)).toThrow(message);
  });
});
