// Proxied to the API on the same origin: see src/lib/api-proxy.ts.
import { apiProxyHandlers } from '@/lib/api-proxy';

export const dynamic = 'force-dynamic';
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiProxyHandlers;
