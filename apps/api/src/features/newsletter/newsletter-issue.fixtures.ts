/**
 * A draft newsletter issue of its own for a test (each on a date no other call took), with one event in it.
 */
import type { Database } from '@happenings/db/client';
import { createComposedNewsletterIssue } from '@happenings/db/newsletter';
import { makeExperience } from '@happenings/db/testing';

let issues = 0;

export async function makeDraftNewsletterIssue(db: Database): Promise<{ id: string; itemId: string }> {
  issues += 1;
  const event = await makeExperience(db, {});
  const issueDate = new Date(Date.UTC(2030, 0, 1) + issues * 86_400_000).toISOString().slice(0, 10);
  const { issue } = await createComposedNewsletterIssue(db, {
    locationSlug: 'boston-ma',
    issueDate,
    sendAt: new Date(`${issueDate}T13:00:00Z`),
    subject: 'This weekend in Boston',
    intro: 'Here is what is on.',
    items: [
      {
        section: 'this-weekend',
        itemType: 'experience',
        itemId: event.id,
        title: event.name,
        summary: '',
        scheduleText: '',
        path: `/event/${event.slug}`,
        imageUrl: null,
        imageAlt: event.name,
      },
    ],
    now: new Date(),
  });
  return { id: issue.issue.id, itemId: issue.items[0]!.id };
}
