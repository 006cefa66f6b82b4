/**
 * Whether this render is a member page to keep (server/kept-pages.ts): the public page a visitor with a session
 * cookie is sent, rendered without any session. Its personal parts render as client components that ask the API
 * with the visitor's own cookie once the page runs (member-account.tsx, event-member-part.tsx), and show a
 * neutral "loading" state until then, never a signed-out one. The header is set only on the website server's own
 * renders (src/proxy.ts drops it from anyone else's request).
 */
import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { MEMBER_VIEW, RENDER_VIEW_HEADER } from '../../../server/kept-render.ts';

export const isMemberView = cache(
  async (): Promise<boolean> => (await headers()).get(RENDER_VIEW_HEADER) === MEMBER_VIEW,
);
