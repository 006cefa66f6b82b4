'use client';
/**
 * Loads the analytics provider (if configured) and records a page view on every navigation (spec §2).
 */
import { usePathname, useSearchParams } from 'next/navigation';
import Script from 'next/script';
import { Suspense, useEffect } from 'react';
import {
  type AnalyticsConfig,
  dimensionsForPage,
  pageViewPath,
  providerScript,
  trackPageView,
} from '@/lib/analytics';

function PageViewTracker({ config }: { config: AnalyticsConfig }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.toString();

  useEffect(() => {
    const params = new URLSearchParams(search);
    trackPageView(config, {
      path: pageViewPath(pathname, params),
      title: document.title,
      referrer: document.referrer,
      dimensions: dimensionsForPage(pathname, params),
    });
  }, [config, pathname, search]);

  return null;
}

/** `nonce`: the page's CSP nonce (src/proxy.ts), which the inline set-up needs to run. */
export function Analytics({ config, nonce }: { config: AnalyticsConfig; nonce?: string }) {
  const script = providerScript(config);
  return (
    <>
      {script?.setup ? (
        <Script id="analytics-setup" strategy="afterInteractive" nonce={nonce}>
          {script.setup}
        </Script>
      ) : null}
      {script ? (
        <Script src={script.src} strategy="afterInteractive" nonce={nonce} {...script.attributes} />
      ) : null}
      <Suspense fallback={null}>
        <PageViewTracker config={config} />
      </Suspense>
    </>
  );
}
