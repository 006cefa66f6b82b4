import Link from 'next/link';
import { StaticPage } from '@/components/static-page/static-page';
import { pageMetadata } from '@/lib/site-metadata';

export const metadata = pageMetadata({
  title: 'Privacy policy',
  description:
    'What information Happenings collects, why, how long we keep it, who we share it with, and the choices you have.',
  path: '/privacy-policy',
});

export default function PrivacyPolicyPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Privacy policy"
      updated="January 6, 2025"
      intro={
        <p>
          This policy explains what we collect when you use Happenings, why, and what you can do about it.
        </p>
      }
    >
      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details</strong> you give us: your name, username, e-mail address or phone number,
          profile picture and the interests you choose.
        </li>
        <li>
          <strong>What you do on Happenings</strong>: the events you mark as interested, the people you
          follow, comments, collections and events you publish.
        </li>
        <li>
          <strong>Contacts</strong>, only if you choose to find friends in the app. We store a one-way hash of
          each phone number or address, not the numbers themselves.
        </li>
        <li>
          <strong>Technical data</strong>: pages viewed, device and browser type, and an approximate location
          derived from your IP address, so we can keep the service working and know which pages are useful.
        </li>
      </ul>
      <h2>Cookies</h2>
      <p>
        We use a small number of cookies: <code>__session</code> keeps you signed in (12 days),{' '}
        <code>location</code> remembers the city you chose (one year), and short-lived counters remember which
        collections you have opened. We do not use advertising cookies.
      </p>
      <h2>How we use it</h2>
      <p>
        To run the service and show you events you will like; to send the messages you asked for (sign-in
        codes, verification e-mails, the newsletter); to keep Happenings safe from spam and abuse; and to
        understand, in aggregate, which features work.
      </p>
      <h2>Who we share it with</h2>
      <p>
        Other members see your public profile, the events you are interested in and your comments. We use
        service providers for hosting, e-mail, text messages and media storage, bound by contracts to use the
        data only for us. We do not sell your personal information.
      </p>
      <h2>How long we keep it</h2>
      <p>
        As long as your account is open. When you delete your account, we delete your profile and content
        within 30 days, except where the law requires us to keep records for longer.
      </p>
      <h2>Your choices</h2>
      <p>
        You can edit your profile at any time, unsubscribe from e-mails with the link in each message, and ask
        us for a copy of your data or to delete it by writing to{' '}
        <a href="mailto:privacy@happenings.example">privacy@happenings.example</a>. Residents of California
        and the EU have additional rights under the CCPA and GDPR; we honour them for everyone.
      </p>
      <h2>Changes</h2>
      <p>
        If we change this policy in a way that matters, we will tell you by e-mail or in the app before the
        change applies. See also our <Link href="/terms">terms of service</Link>.
      </p>
    </StaticPage>
  );
}
