import Link from 'next/link';
import { StaticPage } from '@/components/static-page/static-page';
import { pageMetadata } from '@/lib/site-metadata';

export const metadata = pageMetadata({
  title: 'Terms of service',
  description:
    'The rules for using Happenings: your account, what you post, events listed by hosts, and our responsibilities.',
  path: '/terms',
});

export default function TermsPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Terms of service"
      updated="January 6, 2025"
      intro={<p>By using Happenings you agree to these terms. We have tried to keep them short and plain.</p>}
    >
      <h2>Your account</h2>
      <p>
        You must be at least 13 years old to create an account. Keep your sign-in details to yourself; you are
        responsible for what happens under your account. Tell us at{' '}
        <a href="mailto:support@happenings.example">support@happenings.example</a> if you think someone else
        has used it.
      </p>
      <h2>What you post</h2>
      <p>
        You keep ownership of the comments, photos, collections and events you post, and you give us a licence
        to show them on Happenings and in our newsletters. Do not post anything unlawful, hateful, misleading,
        or that you do not have the right to share. We may remove content or suspend accounts that break these
        rules.
      </p>
      <h2>Events and hosts</h2>
      <p>
        Hosts are responsible for their listings being accurate: dates, prices, access and safety. Happenings
        is not a party to any purchase you make from a host or venue, and plans change — check with the host
        before you travel. Events may be cancelled, postponed or rescheduled, and we show those changes as
        soon as we learn of them.
      </p>
      <h2>Acceptable use</h2>
      <p>
        Do not scrape the service at scale, send spam, try to break our security, or pretend to be someone
        else. Use our public pages and share links freely.
      </p>
      <h2>Our service</h2>
      <p>
        We work hard to keep Happenings available and correct, but we provide it as is. To the extent the law
        allows, we are not liable for indirect losses, and our total liability is limited to $100.
      </p>
      <h2>Ending</h2>
      <p>
        You can delete your account at any time. We may end or suspend accounts that break these terms, and
        will tell you why unless the law or safety prevents it.
      </p>
      <h2>Law and changes</h2>
      <p>
        These terms are governed by the laws of the Commonwealth of Massachusetts. We will give notice before
        material changes apply. How we handle personal data is described in our{' '}
        <Link href="/privacy-policy">privacy policy</Link>.
      </p>
    </StaticPage>
  );
}
