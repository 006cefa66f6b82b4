/**
 * What an editor pastes to name an experience: its page address (https://…/event/<slug>, with or without the site,
 * a query or a fragment), its slug, or its id. Read into the one thing the API can look up.
 */
export type ExperienceReference = { slug: string } | { id: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readExperienceReference(text: string): ExperienceReference | null {
  const trimmed = text.trim();
  if (!trimmed || trimmed.length > 500) return null;
  if (ID.test(trimmed)) return { id: trimmed.toLowerCase() };
  let path = trimmed;
  try {
    path = new URL(trimmed).pathname;
  } catch {
    // Not a full address: a path (/event/slug) or a slug.
  }
  const segments = path.split(/[?#]/)[0]!.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (!last) return null;
  const slug = decodeURIComponent(last).toLowerCase();
  return SLUG.test(slug) ? { slug } : null;
}
