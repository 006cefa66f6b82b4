/**
 * /{location}/newsletter/{date}: a sent issue of the city's newsletter (issue 27), public and indexable.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { findLocationForSegment, requireLocationSegment } from '@/features/location/location-route.server';
import { formatIssueDate, readArchivedIssue } from '@/features/newsletter/newsletter-archive.server';
import { NewsletterIssueArchive } from '@/features/newsletter/newsletter-issue-archive';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ location: string; date: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { location: segment, date } = await params;
  const location = findLocationForSegment(segment);
  const issue = location ? await readArchivedIssue(location.slug, date) : null;
  if (!location || !issue) return {};
  const picture = issue.sections.flatMap((section) => section.items).find((item) => item.imageUrl);
  return pageMetadata({
    title: `${issue.subject} · ${location.name} newsletter, ${formatIssueDate(date)}`,
    description: issue.intro.replace(/\s+/g, ' ').slice(0, 200),
    path: `/${location.slug}/newsletter/${date}`,
    type: 'article',
    ...(picture?.imageUrl ? { image: { url: picture.imageUrl, alt: picture.imageAlt } } : {}),
  });
}

export default async function NewsletterIssueRoute({ params }: { params: Params }) {
  const { location: segment, date } = await params;
  const location = requireLocationSegment(segment, (slug) => `/${slug}/newsletter/${date}`);
  const issue = await readArchivedIssue(location.slug, date);
  if (!issue) notFound();
  return <NewsletterIssueArchive location={location} issue={issue} />;
}
