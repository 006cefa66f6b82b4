'use client';
/**
 * Loads the analytics provider (if configured) and records a page view on every navigation (spec §2).
 */
import { usePathname, useSearchParams } from 'next/navigation';
import Script from 'next/script';
import { Suspense, useEffect } from 'react';
import { type AnalyticsConfig, dimensionsForPage, providerScript, trackPageView } from '@/lib/analytics';

function PageViewTracker({ config }: { config: AnalyticsConfig }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.toString();

  useEffect(() => {
    const params = new URLSearchParams(search);
    trackPageView(config, {
      path: search ? `${pathname}?${search}` : pathname,
      title: document.title,
      referrer: document.referrer,
      dimensions: dimensionsForPage(pathname, params),
    });
  }, [config, pathname, search]);

  return null;
}

export function Analytics({ config }: { config: AnalyticsConfig }) {
  const script = providerScript(config);
  return (
    <>
      {script?.setup ? (
        <Script id="analytics-setup" strategy="afterInteractive">
          {script.setup}
        </Script>
      ) : null}
      {script ? <Script src={script.src} strategy="afterInteractive" {...script.attributes} /> : null}
      <Suspense fallback={null}>
        <PageViewTracker config={config} />
      </Suspense>
    </>
  );
}
