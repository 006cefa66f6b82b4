/**
 * Marks a plain link that ClientNavigationHost (src/lib/client-navigation-host.tsx) opens without reloading the
 * page, as next/link does. Lists of cards use it instead of next/link: a link is then plain server-rendered HTML,
 * and a page of a hundred cards has no link component to hydrate (next/link is a client component with its own
 * state per instance). Spread on the anchor: `<a href={href} {...clientNavigation}>`.
 */
export const CLIENT_NAVIGATION_ATTRIBUTE = 'data-client-nav';

export const clientNavigation = { [CLIENT_NAVIGATION_ATTRIBUTE]: '' } as const;
