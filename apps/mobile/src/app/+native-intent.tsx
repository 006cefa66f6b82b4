/**
 * Expo Router hands every incoming link here first (spec: the website's own URLs open the app's screens).
 * Throwing would crash the app, so a link that cannot be read opens Discover.
 */
import { appPathForLink } from '../features/deep-links/app-path.ts';

export function redirectSystemPath({ path }: { path: string; initial: boolean }): string {
  try {
    return appPathForLink(path) ?? '/';
  } catch {
    return '/';
  }
}
