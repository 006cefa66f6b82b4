/**
 * The latest sent issues of a city, linked, on its newsletter sign-up page: what people will get, before they
 * give their address.
 */
import type { Location } from '@happenings/domain/locations';
import Link from 'next/link';
import { formatIssueDate, readNewsletterArchive } from './newsletter-archive.server';

const SHOWN = 6;

export async function NewsletterPastIssues({ location }: { location: Location }) {
  const issues = await readNewsletterArchive(location.slug, SHOWN);
  if (issues.length === 0) return null;
  return (
    <section aria-labelledby="past-issues">
      <h2 id="past-issues">Past issues</h2>
      <ul>
        {issues.map((issue) => (
          <li key={issue.issueDate}>
            <Link href={`/${location.slug}/newsletter/${issue.issueDate}`}>
              {formatIssueDate(issue.issueDate)}: {issue.subject}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
