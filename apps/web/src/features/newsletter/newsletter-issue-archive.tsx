/**
 * One sent newsletter issue as a web page (/{location}/newsletter/{date}, issue 27): the intro and each section's
 * items with their picture, schedule text and a link to their page, as the e-mail showed them.
 */
import type { Location } from '@happenings/domain/locations';
import Link from 'next/link';
import { StaticPage } from '@/components/static-page/static-page';
import { type ArchivedIssue, formatIssueDate } from './newsletter-archive.server';
import styles from './newsletter-issue-archive.module.css';

export function NewsletterIssueArchive({ location, issue }: { location: Location; issue: ArchivedIssue }) {
  const paragraphs = issue.intro.split(/\n\s*\n/).filter((part) => part.trim());
  return (
    <StaticPage
      eyebrow={`${location.name} newsletter · ${formatIssueDate(issue.issueDate)}`}
      title={issue.subject}
      intro={paragraphs.map((part) => <p key={part}>{part}</p>)}
    >
      {issue.sections
        .filter((section) => section.items.length > 0)
        .map((section) => (
          <section key={section.key} aria-labelledby={`section-${section.key}`} className={styles.section}>
            <h2 id={`section-${section.key}`}>{section.title}</h2>
            <ul className={styles.items}>
              {section.items.map((item) => (
                <li key={item.id} className={styles.item}>
                  {item.imageUrl ? (
                    // biome-ignore lint/performance/noImgElement: the picture the e-mail carried, at its own address.
                    <img
                      src={item.imageUrl}
                      alt={item.imageAlt}
                      width={160}
                      height={107}
                      className={styles.picture}
                      loading="lazy"
                    />
                  ) : null}
                  <div>
                    <h3 className={styles.title}>
                      <Link href={item.path}>{item.title}</Link>
                    </h3>
                    {item.scheduleText ? <p className={styles.schedule}>{item.scheduleText}</p> : null}
                    {item.summary ? <p className={styles.summary}>{item.summary}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ))}
      <p>
        <Link href={`/${location.slug}/newsletter`}>Get the {location.name} newsletter every week</Link>
      </p>
    </StaticPage>
  );
}
