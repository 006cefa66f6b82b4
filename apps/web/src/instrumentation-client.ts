/**
 * Runs in the browser before the website's own code (Next.js loads it ahead of hydration). Schemas of
 * @happenings/domain are built in the browser too (report forms, calendar entries, locations), and zod's first
 * object probes whether `new Function` works: the website's Content-Security-Policy forbids eval, so that probe
 * files a violation report even though zod catches the error. Without the probe zod parses the same, without its
 * compiled fast path, which no page needs.
 */
import { z } from 'zod';

z.config({ jitless: true });
