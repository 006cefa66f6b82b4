import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document and its page', () => {
  it('serves the document with every documented call, the same object on every request', async () => {
    const first = await t.app.request('/api/v1/openapi.json');
    expect(first.status).toBe(200);
    const document = (await first.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toContain('/api/v1/experiences/{id}');
    const second = await (await t.app.request('/api/v1/openapi.json')).json();
    expect(second).toEqual(document);
  });

  it('lists every call on the docs page', async () => {
    const res = await t.app.request('/api/v1/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('/api/v1/experiences/{id}');
    expect(await (await t.app.request('/api/v1/docs')).text()).toBe(html);
  });
});
