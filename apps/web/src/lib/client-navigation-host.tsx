'use client';
/**
 * One listener for the whole document that opens the links marked with `clientNavigation` through the router, as
 * next/link would: the page is not reloaded, the next page's data alone is fetched, and the back button returns to
 * the list where it was. A click the browser should handle itself is left to it: another button than the main
 * one, a modifier key (new tab, new window, download), a link with a target or a download attribute, another
 * origin, or a click a handler has already taken.
 */
import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { CLIENT_NAVIGATION_ATTRIBUTE } from './client-navigation';

const SELECTOR = `a[${CLIENT_NAVIGATION_ATTRIBUTE}][href]`;

export function ClientNavigationHost() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(SELECTOR) : null;
      if (!anchor || anchor.hasAttribute('download')) return;
      if (anchor.target && anchor.target !== '_self') return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      startTransition(() => router.push(`${url.pathname}${url.search}${url.hash}`));
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
