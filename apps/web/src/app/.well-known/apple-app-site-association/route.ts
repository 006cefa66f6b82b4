import { appLinksResponse, appleAppSiteAssociation } from '@/features/app-links/app-links';
import { getServerEnv } from '@/lib/env';

// Read per request: the app IDs come from the environment of the running site, not of the build.
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return appLinksResponse(appleAppSiteAssociation(getServerEnv().appLinks));
}
