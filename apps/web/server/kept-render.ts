/**
 * How the website's server (server/serve.ts) asks Next for a page to keep: a render request carries
 * RENDER_HEADER with the process's secret, and Next's proxy then renders it with the placeholder nonce instead of
 * a fresh one. Both travel from the server to the proxy in the environment, set before Next starts in the same
 * process; under `next start` alone they are absent and nothing is kept.
 */
export const RENDER_HEADER = 'x-happenings-kept-render';
export const RENDER_NONCE_ENV = 'HAPPENINGS_KEPT_RENDER_NONCE';
export const RENDER_SECRET_ENV = 'HAPPENINGS_KEPT_RENDER_SECRET';
/**
 * On a render to keep, which visitors it is for: absent for signed-out visitors; MEMBER_VIEW for visitors with a
 * session cookie, whose page is the same public render with its personal parts (the header's account entry, the
 * Interested state, friends interested, host tools, comments with their own votes) left for the browser to fill in
 * (src/features/auth/member-view.server.ts). Honoured only with RENDER_HEADER's secret (src/proxy.ts).
 */
export const RENDER_VIEW_HEADER = 'x-happenings-kept-view';
export const MEMBER_VIEW = 'member';
