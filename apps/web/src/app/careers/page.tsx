import { StaticPage } from '@/components/static-page/static-page';
import { pageMetadata } from '@/lib/site-metadata';

export const metadata = pageMetadata({
  title: 'Careers',
  description:
    'Join the small team behind Happenings and help a whole city find its next favourite night out. Open roles and how we work.',
  path: '/careers',
});

const ROLES = [
  {
    title: 'Senior full-stack engineer',
    team: 'Product engineering · Boston or remote (US)',
    summary:
      'Build the website and API that millions of event pages are served from: TypeScript, React, PostgreSQL.',
  },
  {
    title: 'Mobile engineer (React Native)',
    team: 'Product engineering · Boston or remote (US)',
    summary: 'Own the companion app on iOS and Android, from the home feed to notifications and sharing.',
  },
  {
    title: 'City editor, Boston',
    team: 'Editorial · Boston',
    summary:
      'Find the events worth leaving the house for, write the roundups people forward to friends, and work with local hosts.',
  },
] as const;

export default function CareersPage() {
  return (
    <StaticPage
      eyebrow="Careers"
      title="Help a city find its next night out"
      intro={
        <p>
          We are a small team of engineers, editors and designers who go to a lot of events. We care about
          fast pages, honest listings and the venues that make a city worth living in.
        </p>
      }
    >
      <h2>Open roles</h2>
      <ul>
        {ROLES.map((role) => (
          <li key={role.title}>
            <h3>{role.title}</h3>
            <p>
              <em>{role.team}</em>
              <br />
              {role.summary}
            </p>
          </li>
        ))}
      </ul>
      <h2>How we work</h2>
      <ul>
        <li>Small teams that own what they build, from the first sketch to the numbers after launch.</li>
        <li>Flexible hours, a Boston office near the Red Line, and remote colleagues across the US.</li>
        <li>Health, dental and vision cover, 401(k) matching, and an events budget — we mean it.</li>
      </ul>
      <h2>Apply</h2>
      <p>
        Send a short note and your CV or portfolio to{' '}
        <a href="mailto:careers@happenings.example">careers@happenings.example</a>, naming the role in the
        subject. We answer every application within two weeks. Do not see a fitting role? Write anyway and
        tell us what you would build.
      </p>
    </StaticPage>
  );
}
