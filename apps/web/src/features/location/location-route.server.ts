/**
 * The location segment of a URL (/{location}, /{location}/newsletter, /{stream}/{location}): either spelling is
 * accepted ('boston' and 'boston-ma'); a non-canonical one redirects permanently to the slug; anything else 404s.
 */
import 'server-only';
import { LOCATIONS, type Location, resolveLocationSlug } from '@happenings/domain/locations';
import { notFound, permanentRedirect } from 'next/navigation';

/** The location `segment` names, or null. */
export function findLocationForSegment(segment: string): Location | null {
  const slug = resolveLocationSlug(decodeURIComponent(segment));
  return slug ? LOCATIONS[slug] : null;
}

/**
 * The location of the segment; 404 when none; a redirect to `canonicalPath(slug)` when the segment is spelled
 * differently from the slug.
 */
export function requireLocationSegment(segment: string, canonicalPath: (slug: string) => string): Location {
  const location = findLocationForSegment(segment);
  if (!location) notFound();
  if (segment !== location.slug) permanentRedirect(canonicalPath(location.slug));
  return location;
}
