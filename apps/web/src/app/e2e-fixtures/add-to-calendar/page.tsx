/**
 * Test-only page (served only with E2E_FIXTURES=1): the Add to calendar dialog and the copy-link button on a fixed
 * event, with enough content to scroll, so the e2e suite can check the dialog without depending on seeded data.
 */
import type { CalendarEvent } from '@happenings/domain/calendar';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AddToCalendarButton } from '@/features/calendar/add-to-calendar-button';
import { CopyLinkButton } from '@/features/share/copy-link-button';
import { getServerEnv } from '@/lib/env';

export const metadata: Metadata = {
  title: 'Add to calendar fixture',
  robots: { index: false, follow: false },
};

const FIXTURE_EVENT: CalendarEvent = {
  uid: 'e2e-jazz-on-the-lawn@happenings',
  title: 'Jazz on the Lawn',
  description: 'An evening of live jazz on the Common. Bring a blanket; food trucks from 5 PM.',
  location: 'Boston Common, 139 Tremont St, Boston, MA',
  url: 'http://localhost:3000/event/jazz-on-the-lawn',
  start: '2030-07-11T18:00:00',
  end: '2030-07-11T21:00:00',
  timeZone: 'America/New_York',
  rrule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=6',
};

export default function AddToCalendarFixturePage() {
  if (!getServerEnv().e2eFixtures) notFound();
  return (
    <div className="page">
      <h1>{FIXTURE_EVENT.title}</h1>
      <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <AddToCalendarButton event={FIXTURE_EVENT} />
        <CopyLinkButton url="/event/jazz-on-the-lawn" />
      </div>
      <div style={{ height: '200vh' }} aria-hidden="true" />
      <button type="button">After the dialog</button>
    </div>
  );
}
