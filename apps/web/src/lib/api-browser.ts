/**
 * The API client for client components: same-origin requests ('' base URL) that carry the `__session` cookie;
 * src/app/api/{v1,v2,auth}/[...path] pass them to the API.
 */
import { createHappeningsClient, type HappeningsClient } from '@happenings/client';

let browserClient: HappeningsClient | undefined;

export function getBrowserClient(): HappeningsClient {
  browserClient ??= createHappeningsClient({ baseUrl: '' });
  return browserClient;
}
