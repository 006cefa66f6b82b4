/**
 * The see-all page of a stream (/{stream}/{location}): breadcrumbs, the stream's title and subtitle, and its
 * events, the first page rendered on the server (from ?cursor= when the no-JS "Load more" link was followed).
 */
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { ShowLocation } from '@/features/location/location-context';
import { findLocationForSegment } from '@/features/location/location-route.server';
import { findSeeAllStreamFor } from './see-all.server';
import { SeeAllResults } from './see-all-results';
import { loadStreamPage } from './streams.data';
import styles from './streams.module.css';
import { SEE_ALL_PAGE_SIZE, type StreamPage, streamEndpointName, streamKind } from './streams.types';
import { StreamsError } from './streams-error';

export async function SeeAllPage({
  streamName,
  locationSegment,
  cursor,
}: {
  streamName: string;
  locationSegment: string;
  cursor: string | null;
}) {
  const location = findLocationForSegment(locationSegment);
  if (!location) notFound();
  let stream: Awaited<ReturnType<typeof findSeeAllStreamFor>>;
  let configFailed = false;
  try {
    stream = await findSeeAllStreamFor(streamName, location.slug);
  } catch {
    configFailed = true;
  }
  if (!configFailed && !stream) notFound();
  if (stream && (streamName !== stream.slug || locationSegment !== location.slug)) {
    permanentRedirect(
      `/${stream.slug}/${location.slug}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
  }

  const needsSignIn = Boolean(stream?.requiresAuth) && !(await getCurrentUser().catch(() => null));
  let firstPage: StreamPage | null = null;
  if (stream && !needsSignIn) {
    firstPage = await loadStreamPage(stream, location.slug, { cursor, limit: SEE_ALL_PAGE_SIZE }).catch(
      () => null,
    );
  }
  const title = stream?.title ?? 'Events';
  const endpoint = stream ? streamEndpointName(stream) : null;
  const kind = stream ? streamKind(stream) : null;

  return (
    <div className={styles.seeAllPage}>
      <ShowLocation slug={location.slug} />
      <nav aria-label="Breadcrumb">
        <ol className={styles.breadcrumbs}>
          <li>
            <Link href={location.landingPage}>{location.name}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className={styles.pageTitle}>
        {title} <span className={styles.pageTitleLocation}>in {location.name}</span>
      </h1>
      <p className={styles.pageLede}>{stream?.subtitle ?? `Things to do in ${location.name}.`}</p>
      {kind === 'roundup' ? (
        <p>
          <Link href="/roundup/ask" className="button button-secondary">
            Ask the community
          </Link>
        </p>
      ) : null}
      {needsSignIn ? (
        <div className={styles.prompt}>
          <p>
            <strong>{title}</strong> is made for you: sign in to see events picked from your interests and the
            people you follow.
          </p>
          <Link href="/login" className="button">
            Sign in
          </Link>
        </div>
      ) : firstPage && endpoint && kind ? (
        <SeeAllResults
          stream={endpoint}
          kind={kind}
          title={title}
          location={location.slug}
          startCursor={cursor}
          initialPage={firstPage}
        />
      ) : (
        <StreamsError message="We could not load these events." />
      )}
    </div>
  );
}
