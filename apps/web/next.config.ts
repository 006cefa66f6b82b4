import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { addCompileHints } from './server/compile-hints.ts';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const nextConfig: NextConfig = {
  // Workspace packages export TypeScript source (with `.ts` import extensions): Next compiles them.
  transpilePackages: ['@happenings/domain', '@happenings/client'],
  // npm workspaces hoist node_modules to the repository root; Turbopack must see it (and the packages).
  turbopack: { root: repositoryRoot },
  outputFileTracingRoot: repositoryRoot,
  poweredByHeader: false,
  // Types are checked once, by `npm run check` (tsc over every workspace, which CI runs before anything is built);
  // `next build` repeating it cost ~75 s of every build, a newcomer's first `npm start` included.
  typescript: { ignoreBuildErrors: true },
  // Compressed by server/serve.ts, after it rewrites the pages' script tags (server/scripts-after-paint.ts).
  compress: false,
  // forbidden() and forbidden.tsx: /event/create/{id} answers 403 with its own page for someone else's event.
  experimental: { authInterrupts: true },
  reactStrictMode: true,
  // The chunks pages load at start-up are compiled while they download, not on first run (server/compile-hints.ts).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
    },
  },
  // Build files skip src/proxy.ts, which sets the security headers of pages and site routes; they still must
  // not be sniffed as another type.
  async headers() {
    return [
      { source: '/_next/static/:path*', headers: [{ key: 'X-Content-Type-Options', value: 'nosniff' }] },
    ];
  },
  // The API is reached on this origin (/api/v1, /api/v2, /api/auth, /media) through route handlers in
  // src/app/(api-proxy) rather than `rewrites()`: rewrites are frozen into the build (API_URL would be fixed at
  // `next build`) and Next's rewrite proxy does not forward the client address (X-Forwarded-For), which the API's
  // rate limits key on. See src/lib/api-proxy.ts.
};

export default nextConfig;
