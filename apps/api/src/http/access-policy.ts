import type { StaffRole } from '@happenings/domain/staff';

/**
 * Who may make each call (spec §6: anonymous visitors can call some reads, most calls need the signed-in user;
 * collection roles OWNER and VIEWER; issue 23: the staff roles admin, editor and moderator). One entry per operation of the OpenAPI document, keyed 'METHOD /path' with
 * the document's `{param}` syntax. The app refuses to start with an operation missing here (access-guard.ts), the
 * guard enforces the signed-in requirement before any input is read, and the authorization matrix test
 * (security/authorization-matrix.test.ts) calls every operation as each kind of caller against this table.
 */

/** What a path shows, so the matrix can point the call at a draft, a published item or someone else's item. */
export type ShownResource =
  | 'experience'
  | 'experience-slug'
  | 'item'
  | 'user'
  | 'place'
  | 'collection'
  | 'roundup'
  | 'comment'
  | 'post';

/** What a path names when only its owner (or participants) may act on it; resource-roles.ts resolves each. */
export type OwnedResource =
  | 'experience'
  | 'collection'
  | 'collection-invite'
  | 'collection-share'
  | 'roundup'
  | 'comment'
  | 'post';

/**
 * - anyone: no sign-in needed (a signed-in caller may see personal flags). With `signInWithout`, a call that
 *   defaults to the caller needs a sign-in unless that query parameter names someone.
 * - signed-in: any signed-in caller; 401 without a credential.
 * - owner: the signed-in owner of the resource in the path; 403 to others who can see it, 404 to the rest.
 * - participant: its owner or a participant (viewer); 403 to others who can see it, 404 to the rest.
 * - staff: a signed-in caller holding one of `roles`; an admin passes every staff rule. 401 without a sign-in, 404
 *   to anyone holding no staff role (the back office is not advertised: the answer is the one of a path that does
 *   not exist), 403 to staff without the role (a moderator doing an editor's work).
 * `shows` marks a call that shows the resource in its path: a draft of it answers 404 to everyone but its creator
 * and host. For a collection the guard itself answers 404 while it is hidden from the caller (a private collection
 * to anyone not taking part).
 */
export type AccessRule =
  | { who: 'anyone'; shows?: ShownResource; signInWithout?: string }
  | { who: 'signed-in'; shows?: ShownResource }
  | { who: 'owner' | 'participant'; of: OwnedResource }
  | { who: 'staff'; roles: readonly StaffRole[] };

const anyone: AccessRule = { who: 'anyone' };
const signedIn: AccessRule = { who: 'signed-in' };
const anyStaff: AccessRule = { who: 'staff', roles: ['editor', 'moderator'] };
const admins: AccessRule = { who: 'staff', roles: ['admin'] };
const editors: AccessRule = { who: 'staff', roles: ['editor'] };
const moderators: AccessRule = { who: 'staff', roles: ['moderator'] };

export const ACCESS_POLICY: Record<string, AccessRule> = {
  // Service and configuration
  'GET /api/v1/health': anyone,
  'GET /api/v1/health/live': anyone,
  'GET /api/v1/health/ready': anyone,
  'GET /api/v1/config': anyone,
  'GET /api/v1/categories': anyone,
  'GET /api/v1/auth/phone-challenge': anyone,
  // The app's Google and Apple sign-in (features/auth/app-sign-in.routes.ts): the browser holds the provider's
  // sign-in, the app proves nothing but the one-time code
  'GET /api/v1/auth/app-sign-in/{provider}': anyone,
  'GET /api/v1/auth/app-sign-in/return': anyone,
  'POST /api/v1/auth/app-sign-in/token': anyone,
  'POST /api/v1/analytics/page-view': anyone,
  'POST /api/v1/analytics/event': anyone,

  // Users (spec §6: user by id and phone-in-use are anonymous reads)
  'PATCH /api/v1/users': signedIn,
  'POST /api/v1/users': signedIn,
  'GET /api/v2/users/profile': signedIn,
  'GET /api/v2/users/username/{username}/profile': anyone,
  'GET /api/v2/users/{id}/profile': { who: 'anyone', shows: 'user' },
  'GET /api/v1/users/id/{id}': { who: 'anyone', shows: 'user' },
  'GET /api/v1/users/interested': signedIn,
  'GET /api/v2/users/interested': signedIn,
  'GET /api/v1/users/posts': { who: 'anyone', signInWithout: 'userId' },
  'GET /api/v1/users/activity': signedIn,
  'GET /api/v1/users/phone': anyone,
  'GET /api/v1/users/leaderboard/{x}': signedIn,
  'POST /api/v1/users/invite-signup': signedIn,
  'POST /api/v1/users/sync-contacts': signedIn,
  'POST /api/v1/users/email-marketing': signedIn,
  'GET /api/v1/push-notifications/auth-hash': signedIn,
  // The caller's own push registrations (features/push): a token someone else holds answers 404 on removal.
  'PUT /api/v1/push-notifications/devices': signedIn,
  'DELETE /api/v1/push-notifications/devices/{token}': signedIn,

  // Contests and contacts (spec §7): a contest is promotion, public; the matched contacts are the caller's own
  'GET /api/v1/contests/current': anyone,
  'GET /api/v1/contests/slug/{slug}': anyone,
  'GET /api/v2/contests/{id}': anyone,
  'GET /api/v1/contacts': signedIn,
  'GET /api/v1/contacts/count': signedIn,
  'DELETE /api/v1/contacts': signedIn,

  // Follows
  'POST /api/v1/follows/users/{id}': { who: 'signed-in', shows: 'user' },
  'DELETE /api/v1/follows/users/{id}': { who: 'signed-in', shows: 'user' },
  'GET /api/v1/follows/users/{id}': { who: 'signed-in', shows: 'user' },
  'GET /api/v1/follows': signedIn,
  'GET /api/v1/follows/suggested': signedIn,
  'GET /api/v1/follows/users/{id}/mutual-connections': { who: 'signed-in', shows: 'user' },
  'GET /api/v1/follows/connections-information': signedIn,
  'POST /api/v1/follows/users': signedIn,
  'POST /api/v1/follows/places/{id}': { who: 'signed-in', shows: 'place' },
  'DELETE /api/v1/follows/places/{id}': { who: 'signed-in', shows: 'place' },
  'GET /api/v1/follows/places/{id}': { who: 'signed-in', shows: 'place' },
  'POST /api/v1/follows/hosts/{id}': signedIn,
  'DELETE /api/v1/follows/hosts/{id}': signedIn,
  'GET /api/v1/follows/hosts/{id}': signedIn,

  // Posts and activity (spec §6: posts are an anonymous read)
  'GET /api/v1/posts': anyone,
  // Posting is for accounts; a post moderators keep out of view is 404 to all but its author (post-roles.ts)
  'POST /api/v1/posts': signedIn,
  'GET /api/v1/posts/{id}': { who: 'anyone', shows: 'post' },
  'DELETE /api/v1/posts/{id}': { who: 'owner', of: 'post' },
  'GET /api/v1/activity': signedIn,

  // Experiences and events: published ones are public; drafts only for their creator and the host's owner
  'GET /api/v1/experiences': anyone,
  'POST /api/v1/experiences': signedIn,
  'GET /api/v1/experiences/{id}': { who: 'anyone', shows: 'experience' },
  'PUT /api/v1/experiences/{id}': { who: 'owner', of: 'experience' },
  'PATCH /api/v1/experiences/{id}': { who: 'owner', of: 'experience' },
  'DELETE /api/v1/experiences/{id}': { who: 'owner', of: 'experience' },
  'POST /api/v1/experiences/{id}/duplicate': { who: 'owner', of: 'experience' },
  'GET /api/v1/experiences/hosted': signedIn,
  'GET /api/v1/experiences/slug/{slug}': { who: 'anyone', shows: 'experience-slug' },
  'POST /api/v1/experiences/{id}/shares': { who: 'signed-in', shows: 'experience' },
  'POST /api/v1/experiences/{id}/invites': { who: 'signed-in', shows: 'experience' },
  'GET /api/v1/events': anyone,
  'GET /api/v1/events/boosted': anyone,
  'GET /api/v1/events/clusters': anyone,

  // Interested: personal, and never about items the caller may not see
  'POST /api/v1/interested/{type}/{id}': { who: 'signed-in', shows: 'item' },
  'GET /api/v1/interested/{type}/{id}': { who: 'signed-in', shows: 'item' },
  'DELETE /api/v1/interested/{type}/{id}': { who: 'signed-in', shows: 'item' },
  'GET /api/v1/interested': signedIn,
  'GET /api/v2/interested/{type}/{id}/list': { who: 'signed-in', shows: 'item' },

  // Places
  'GET /api/v1/places/{id}': { who: 'anyone', shows: 'place' },
  'PUT /api/v1/places': signedIn,
  'GET /api/v1/places/{id}/experiences': { who: 'anyone', shows: 'place' },
  'GET /api/v1/hosts': anyone,
  'GET /api/v1/hosts/slug/{slug}': anyone,
  'GET /api/v1/hosts/{id}/experiences': anyone,

  // Discover: public streams, and the personal ones of the signed-in caller
  'GET /api/v1/discover': anyone,
  'GET /api/v1/discover/week-experiences': anyone,
  'GET /api/v1/discover/happening-today': anyone,
  'GET /api/v1/discover/happening-weekend': anyone,
  'GET /api/v1/discover/trending-experiences': anyone,
  'GET /api/v1/discover/top-experiences': anyone,
  'GET /api/v1/discover/popular-experiences': anyone,
  'GET /api/v1/discover/top-recurring': anyone,
  'GET /api/v1/discover/top-picks': anyone,
  'GET /api/v1/discover/editor-picks': anyone,
  'GET /api/v1/discover/c-and-d-experiences': anyone,
  'GET /api/v1/discover/user-posts': anyone,
  'GET /api/v1/discover/community-collections': anyone,
  'GET /api/v1/discover/roundups': anyone,
  'GET /api/v1/discover/interested-experiences': signedIn,
  'GET /api/v1/discover/interest-based-experiences': signedIn,
  'GET /api/v1/discover/for-you': signedIn,
  'GET /api/v1/discover/following-interested-experiences': signedIn,

  // Search and recommendations
  'GET /api/v1/search': anyone,
  'GET /api/v1/search/recommendations': anyone,
  'GET /api/v1/recommendations': anyone,

  // Newsletter and regions (anyone may ask; limits per address apply)
  'POST /api/v1/newsletter/subscribe': anyone,
  // Double opt-in and the unsubscribe link: the signed token mailed to the address is the credential.
  'POST /api/v1/newsletter/confirm': anyone,
  'POST /api/v1/newsletter/unsubscribe': anyone,
  // The archive of sent issues (issue 27): public pages.
  'GET /api/v1/newsletter/archive/{location}': anyone,
  'GET /api/v1/newsletter/archive/{location}/{date}': anyone,
  // RFC 8058: the mail client posts without a session; the signed token is the credential. GET only redirects.
  'POST /api/v1/newsletter/one-click-unsubscribe': anyone,
  'GET /api/v1/newsletter/one-click-unsubscribe': anyone,
  // Issue 27: choosing cities signed in, or through the signed manage link of an issue's footer.
  'GET /api/v1/newsletter/subscriptions': signedIn,
  'PUT /api/v1/newsletter/subscriptions': signedIn,
  'GET /api/v1/newsletter/manage': anyone,
  'POST /api/v1/newsletter/manage': anyone,
  // The mail provider, with the bearer MAIL_FEEDBACK_SECRET checked by the route (not a user credential).
  'POST /api/v1/mail/feedback': anyone,
  // RFC 8058 for notification e-mail: the signed token is the credential; GET only redirects.
  'POST /api/v1/notifications/one-click-unsubscribe': anyone,
  'GET /api/v1/notifications/one-click-unsubscribe': anyone,
  'POST /api/v1/region-interest': anyone,

  // Collections (spec §6 roles OWNER and VIEWER): the README's permission table lists these rows, and
  // features/collections/collection-permissions.test.ts keeps the two equal.
  'POST /api/v1/collections': signedIn,
  'GET /api/v1/collections/list': signedIn,
  'GET /api/v1/collections/participants/has-editable': signedIn,
  'GET /api/v1/collections/pending-invites-and-shares': signedIn,
  'GET /api/v1/collections/{id}/information': { who: 'anyone', shows: 'collection' },
  'PUT /api/v1/collections/{id}': { who: 'owner', of: 'collection' },
  'DELETE /api/v1/collections/{id}': { who: 'owner', of: 'collection' },
  'POST /api/v1/collections/{id}/leave': { who: 'participant', of: 'collection' },
  'GET /api/v1/collections/{id}/participants': { who: 'anyone', shows: 'collection' },
  'DELETE /api/v1/collections/{id}/participants/{userId}': { who: 'owner', of: 'collection' },
  'GET /api/v1/collections/{id}/content': { who: 'anyone', shows: 'collection' },
  'GET /api/v1/collections/{id}/content/info': { who: 'anyone', shows: 'collection' },
  'POST /api/v1/collections/{id}/content': { who: 'owner', of: 'collection' },
  'PUT /api/v1/collections/{id}/content': { who: 'owner', of: 'collection' },
  'DELETE /api/v1/collections/{id}/content/{itemId}': { who: 'owner', of: 'collection' },
  'POST /api/v1/collections/{id}/invites/user': { who: 'owner', of: 'collection' },
  'POST /api/v1/collections/{id}/invites/by-link': { who: 'owner', of: 'collection' },
  'GET /api/v1/collections/{id}/invites': { who: 'owner', of: 'collection' },
  'DELETE /api/v1/collections/{id}/invites/{inviteId}': { who: 'owner', of: 'collection' },
  'GET /api/v1/collections/{id}/invitees-status': { who: 'owner', of: 'collection' },
  'GET /api/v1/collections/invites/{id}': { who: 'owner', of: 'collection-invite' },
  'POST /api/v1/collections/invites/{id}/accept': { who: 'owner', of: 'collection-invite' },
  'PATCH /api/v1/collections/invites/{id}/decline': { who: 'owner', of: 'collection-invite' },
  'POST /api/v1/collections/invites/{id}/join': { who: 'owner', of: 'collection-invite' },
  'POST /api/v1/collections/community/{id}/join': { who: 'signed-in', shows: 'collection' },
  'POST /api/v1/collections/community/{id}/shares': { who: 'signed-in', shows: 'collection' },
  'GET /api/v1/collections/community/{id}/shares': { who: 'signed-in', shows: 'collection' },
  'GET /api/v1/collections/community/{id}/share-receivers-status': { who: 'signed-in', shows: 'collection' },
  'PATCH /api/v1/collections/community/{id}/shares/{shareId}/dismiss': {
    who: 'owner',
    of: 'collection-share',
  },

  // Calendar feeds (issue 26 Subscribe): the public ones are the lists anyone may read on the website; a
  // collection's answers 404 for any but a community collection whoever asks, its participants included (a feed
  // address is passed around, a cookie is not); a private feed's secret address is its credential, made and
  // revoked by its signed-in owner (features/calendar-feeds)
  'GET /api/v1/calendar-feeds/locations/{location}/weekend.ics': anyone,
  'GET /api/v1/calendar-feeds/locations/{location}/editor-picks.ics': anyone,
  'GET /api/v1/calendar-feeds/locations/{location}/events.ics': anyone,
  'GET /api/v1/calendar-feeds/hosts/{id}/events.ics': anyone,
  'GET /api/v1/calendar-feeds/places/{id}/events.ics': { who: 'anyone', shows: 'place' },
  'GET /api/v1/calendar-feeds/collections/{id}/events.ics': anyone,
  'GET /api/v1/calendar-feeds/private/{token}/events.ics': anyone,
  'GET /api/v1/calendar-feeds/interested/address': signedIn,
  'POST /api/v1/calendar-feeds/interested/address': signedIn,
  'DELETE /api/v1/calendar-feeds/interested/address': signedIn,
  'GET /api/v1/calendar-feeds/collections/{id}/address': { who: 'owner', of: 'collection' },
  'POST /api/v1/calendar-feeds/collections/{id}/address': { who: 'owner', of: 'collection' },
  'DELETE /api/v1/calendar-feeds/collections/{id}/address': { who: 'owner', of: 'collection' },

  // Imports (issue 26): each makes the API fetch a page elsewhere, so only for accounts, and rate limited per account
  // (features/imports)
  'POST /api/v1/imports/page': signedIn,
  // Connected calendars (issue 26): a host's or venue's own, or any for an editor; checked in the handlers
  // (features/imports/calendar-sources.routes.ts), as the source's owner is a host or a venue, not the caller
  'GET /api/v1/imports/calendars': signedIn,
  'POST /api/v1/imports/calendars': signedIn,
  'POST /api/v1/imports/calendars/file': signedIn,
  'GET /api/v1/imports/calendars/{id}': signedIn,
  'POST /api/v1/imports/calendars/{id}/sync': signedIn,
  'POST /api/v1/imports/calendars/{id}/file': signedIn,
  'DELETE /api/v1/imports/calendars/{id}': signedIn,
  'PUT /api/v1/imports/calendars/{id}/events/{eventId}/locks': signedIn,
  'POST /api/v1/imports/calendars/{id}/places': signedIn,

  // Roundups (spec §7): published ones are public; drafts, edits and deletion are the creator's
  'GET /api/v1/crowd-sourced-roundups': anyone,
  'POST /api/v1/crowd-sourced-roundups': signedIn,
  'GET /api/v1/crowd-sourced-roundups/{id}': { who: 'anyone', shows: 'roundup' },
  'PATCH /api/v1/crowd-sourced-roundups/{id}': { who: 'owner', of: 'roundup' },
  'DELETE /api/v1/crowd-sourced-roundups/{id}': { who: 'owner', of: 'roundup' },

  // Comments (spec §7): threads are read by anyone who may see their subject; writing needs a sign-in; editing
  // and deleting are the author's. A thread of a draft is as hidden as the draft.
  'GET /api/v1/comments': anyone,
  'GET /api/v1/comments/experience/{id}': { who: 'anyone', shows: 'experience' },
  'POST /api/v1/comments/experience/{id}': { who: 'signed-in', shows: 'experience' },
  'GET /api/v1/comments/place/{id}': { who: 'anyone', shows: 'place' },
  'POST /api/v1/comments/place/{id}': { who: 'signed-in', shows: 'place' },
  'GET /api/v1/comments/crowd-sourced-roundup/{id}': { who: 'anyone', shows: 'roundup' },
  'POST /api/v1/comments/crowd-sourced-roundup/{id}': { who: 'signed-in', shows: 'roundup' },
  'GET /api/v1/comments/crowd-sourced-roundup/{id}/top': { who: 'anyone', shows: 'roundup' },
  'GET /api/v1/comments/{id}/replies': { who: 'anyone', shows: 'comment' },
  'POST /api/v1/comments/comment/{id}': { who: 'signed-in', shows: 'comment' },
  'POST /api/v1/comments/{id}/upvote': { who: 'signed-in', shows: 'comment' },
  'POST /api/v1/comments/{id}/downvote': { who: 'signed-in', shows: 'comment' },
  'DELETE /api/v1/comments/{id}/vote': { who: 'signed-in', shows: 'comment' },
  'POST /api/v1/comments/{id}/likes': { who: 'signed-in', shows: 'comment' },
  'DELETE /api/v1/comments/{id}/likes': { who: 'signed-in', shows: 'comment' },
  'PATCH /api/v1/comments/{id}': { who: 'owner', of: 'comment' },
  'DELETE /api/v1/comments/{id}': { who: 'owner', of: 'comment' },

  // Notifications: the caller's own inbox and preferences
  'GET /api/v1/notifications': signedIn,
  'GET /api/v1/notifications/unread-count': signedIn,
  'POST /api/v1/notifications/{id}/read': signedIn,
  'POST /api/v1/notifications/read': signedIn,
  'GET /api/v1/notifications/preferences': signedIn,
  'PUT /api/v1/notifications/preferences': signedIn,
  // The unsubscribe link of notification e-mails: its signed token is the credential.
  'POST /api/v1/notifications/unsubscribe': anyone,

  // Reports (issue 23): any signed-in account; what it cannot see answers 404 inside the call
  'POST /api/v1/reports': signedIn,

  // Media: uploads are signed for one signed-in user
  'GET /api/v1/app/media-signature': signedIn,
  'POST /api/v1/media/upload': signedIn,

  // The back office (issue 23): docs/moderation.md lists these rows, and security/authorization-matrix.test.ts
  // keeps the two equal and calls every row as each role.
  'GET /api/v1/staff/overview': anyStaff,
  'GET /api/v1/staff/people': admins,
  'PUT /api/v1/staff/people/{id}/roles': admins,
  'GET /api/v1/staff/audit': admins,
  'GET /api/v1/staff/review': editors,
  'GET /api/v1/staff/review/{id}': editors,
  'POST /api/v1/staff/review/{id}/approve': editors,
  'POST /api/v1/staff/review/{id}/reject': editors,
  'PUT /api/v1/staff/hosts/{userId}/trusted': editors,
  // The coming newsletter issue of a location (features/newsletter/newsletter-issues.routes.ts): editors' work.
  'GET /api/v1/staff/newsletter/locations/{location}/coming': editors,
  'GET /api/v1/staff/newsletter/locations/{location}/candidates': editors,
  'GET /api/v1/staff/newsletter/issues/{id}': editors,
  'PATCH /api/v1/staff/newsletter/issues/{id}': editors,
  'POST /api/v1/staff/newsletter/issues/{id}/items': editors,
  'DELETE /api/v1/staff/newsletter/issues/{id}/items/{itemId}': editors,
  'POST /api/v1/staff/newsletter/issues/{id}/items/{itemId}/move': editors,
  'GET /api/v1/staff/newsletter/issues/{id}/preview': editors,
  'POST /api/v1/staff/newsletter/issues/{id}/test-send': editors,
  // Curation (features/staff/curation): editors' work, but the feature flags are product switches, an admin's.
  'GET /api/v1/staff/curation/locations/{location}/picks/{list}': editors,
  'PUT /api/v1/staff/curation/locations/{location}/picks/{list}': editors,
  'GET /api/v1/staff/curation/locations/{location}/boosts': editors,
  'PUT /api/v1/staff/curation/boosts/{experienceId}': editors,
  'DELETE /api/v1/staff/curation/boosts/{experienceId}': editors,
  'GET /api/v1/staff/curation/locations/{location}/search-recommendations': editors,
  'POST /api/v1/staff/curation/locations/{location}/search-recommendations': editors,
  'PUT /api/v1/staff/curation/locations/{location}/search-recommendations/order': editors,
  'PATCH /api/v1/staff/curation/search-recommendations/{id}': editors,
  'DELETE /api/v1/staff/curation/search-recommendations/{id}': editors,
  'GET /api/v1/staff/curation/locations/{location}/featured-categories': editors,
  'PUT /api/v1/staff/curation/locations/{location}/featured-categories': editors,
  'GET /api/v1/staff/curation/contests': editors,
  'POST /api/v1/staff/curation/contests': editors,
  'PATCH /api/v1/staff/curation/contests/{id}': editors,
  'GET /api/v1/staff/curation/feature-flags': admins,
  'PUT /api/v1/staff/curation/feature-flags': admins,
  // Moderation (features/staff/staff-moderation.routes.ts): the report cases and the decisions on items and accounts.
  'GET /api/v1/staff/reports': moderators,
  'GET /api/v1/staff/reports/{caseId}': moderators,
  'POST /api/v1/staff/reports/{caseId}/dismiss': moderators,
  'POST /api/v1/staff/moderation/{subjectType}/{subjectId}/hide': moderators,
  'POST /api/v1/staff/moderation/{subjectType}/{subjectId}/restore': moderators,
  'POST /api/v1/staff/moderation/{subjectType}/{subjectId}/remove': moderators,
  'POST /api/v1/staff/people/{id}/warn': moderators,
  'POST /api/v1/staff/people/{id}/suspend': moderators,
  'POST /api/v1/staff/people/{id}/ban': moderators,
  'POST /api/v1/staff/people/{id}/unban': moderators,
};

/** Routes outside the OpenAPI document that still live under /api/v1 (the document itself and its page). */
export const UNDOCUMENTED_ROUTES: Record<string, AccessRule> = {
  'GET /api/v1/openapi.json': anyone,
  'GET /api/v1/docs': anyone,
};
