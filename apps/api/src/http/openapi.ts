/**
 * The OpenAPI 3.1 document (GET /api/v1/openapi.json), from which packages/client is generated, and a readable
 * docs page (GET /api/v1/docs) rendered on the server so it needs nothing from the network.
 */
import type { App } from '../context.ts';

export const OPENAPI_INFO = {
  title: 'Happenings API',
  version: '1.0.0',
  description:
    'Events and experiences discovery for Boston and Washington DC. Authenticate with the `__session` cookie (website) or `Authorization: Bearer <token>` (app). Errors are `{ "error": { "code", "message", "details" } }`.',
};

export function registerOpenApiRoutes(app: App): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: '__session',
  });
  // The routes are all registered before the first request, so the document is built once, on first use:
  // building it costs ~100 ms of CPU, which anonymous callers must not be able to ask for at will.
  let built: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  const document = () => {
    built ??= app.getOpenAPI31Document({ openapi: '3.1.0', info: OPENAPI_INFO });
    return built;
  };
  let page: string | undefined;

  app.get('/api/v1/openapi.json', (c) => c.json(document()));

  app.get('/api/v1/docs', (c) => {
    if (page) return c.html(page);
    const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
    const rows = Object.entries(document().paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item ?? {})
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => {
          const op = operation as { summary?: string; tags?: string[] };
          return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.tags?.join(', ') ?? '')}</td><td>${escapeHtml(op.summary ?? '')}</td></tr>`;
        }),
    );
    page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${OPENAPI_INFO.title}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}code{font-size:.9rem}a{color:#4a12d6}</style></head>
<body><main><h1>${OPENAPI_INFO.title}</h1><p>${escapeHtml(OPENAPI_INFO.description)}</p><p><a href="/api/v1/openapi.json">OpenAPI 3.1 document (JSON)</a></p>
<table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Area</th><th scope="col">What it does</th></tr></thead><tbody>${rows.join('')}</tbody></table></main></body></html>`;
    return c.html(page);
  });
}
