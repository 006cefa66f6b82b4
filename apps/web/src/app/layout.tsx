import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { Analytics } from '@/components/analytics/analytics';
import { SkipLink } from '@/components/skip-link';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { isMemberView } from '@/features/auth/member-view.server';
import { readLocationSlug } from '@/features/location/location-cookie.server';
import { SiteFooter } from '@/features/shell/site-footer';
import { SiteHeader } from '@/features/shell/site-header';
import { getServerEnv } from '@/lib/env';
import { fontVariables } from '@/lib/fonts';
import { NONCE_HEADER } from '@/lib/security-headers';
import { isNoIndexHost, SITE_DESCRIPTION, SITE_NAME } from '@/lib/site-metadata';
import { Providers } from './providers';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { siteUrl } = getServerEnv();
  const host = (await headers()).get('host');
  return {
    metadataBase: new URL(siteUrl),
    title: { default: `${SITE_NAME} · Things to do in Boston`, template: `%s · ${SITE_NAME}` },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
    alternates: { canonical: '/' },
    openGraph: { type: 'website', siteName: SITE_NAME, locale: 'en_US', description: SITE_DESCRIPTION },
    twitter: { card: 'summary', description: SITE_DESCRIPTION },
    // spec §2: hosts containing 'link.' are marked noindex, nofollow.
    ...(isNoIndexHost(host) ? { robots: { index: false, follow: false } } : {}),
  };
}

export const viewport: Viewport = {
  themeColor: '#5618f7',
  width: 'device-width',
  initialScale: 1,
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [locationSlug, user, requestHeaders, memberView] = await Promise.all([
    readLocationSlug(),
    getCurrentUser(),
    headers(),
    isMemberView(),
  ]);
  const { analytics } = getServerEnv();
  // src/proxy.ts: the CSP nonce of this response, for the analytics tags (Next tags its own scripts itself).
  const nonce = requestHeaders.get(NONCE_HEADER) ?? undefined;
  return (
    <html lang="en" className={fontVariables}>
      <body>
        <Providers locationSlug={locationSlug}>
          <SkipLink />
          <SiteHeader user={user} isMemberView={memberView} />
          <main id="main-content" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
        </Providers>
        <Analytics config={analytics} nonce={nonce} />
      </body>
    </html>
  );
}
