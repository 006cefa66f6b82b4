import { describe, expect, it } from 'vitest';
import { readTracing } from './env';

describe('readTracing (docs/operations.md#traces)', () => {
  it('is off without a collector or with an address that is no http(s) URL', () => {
    expect(readTracing({})).toBeNull();
    expect(readTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBeNull();
    expect(readTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toBeNull();
  });

  it("posts to the collector's /v1/traces as the website's service, every page view traced", () => {
    expect(readTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'happenings-web',
      sampleRatio: 1,
    });
  });

  it('takes a traces endpoint in full, a service name and a share of page views, kept within 0..1', () => {
    expect(
      readTracing({
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/v1/traces',
        OTEL_SERVICE_NAME: 'site',
        TRACES_SAMPLE_RATIO: '0.25',
      }),
    ).toEqual({ tracesUrl: 'https://traces.example/v1/traces', serviceName: 'site', sampleRatio: 0.25 });
    expect(
      readTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', TRACES_SAMPLE_RATIO: '7' })?.sampleRatio,
    ).toBe(1);
    expect(
      readTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c', TRACES_SAMPLE_RATIO: 'x' })?.sampleRatio,
    ).toBe(1);
  });
});
