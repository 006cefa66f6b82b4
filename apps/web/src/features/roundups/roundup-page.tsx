/**
 * /roundup/{slug}: a question the community answers (spec §1 crowd-sourced roundups). The question and who asked
 * it, the top recommendations (ranked by votes), and the whole thread of answers with their replies; its asker
 * edits or deletes it from here. Server-rendered with the first pages, so visitors and search engines read it all
 * signed out; QAPage JSON-LD.
 */
import { formatRelativeShort } from '@happenings/domain/format';
import { getLocation } from '@happenings/domain/locations';
import Link from 'next/link';
import { CommentThread } from '@/features/comments/comment-thread';
import type { CommentPage, RoundupDetail } from '@/features/comments/comments.types';
import { LinkifiedText } from '@/features/comments/linkified-text';
import { TopRecommendations } from '@/features/comments/top-recommendations';
import { serializeJsonLd } from '@/features/events/event-json-ld';
import { ShowLocation } from '@/features/location/location-context';
import { ModerationNotice, moderationOf } from '@/features/moderation-report/moderation-notice';
import { ReportButton } from '@/features/moderation-report/report-button';
import { UserAvatar } from '@/features/profile/user-avatar';
import { CopyLinkButton } from '@/features/share/copy-link-button';
import { buildRoundupJsonLd, roundupPath } from './roundup-json-ld';
import { RoundupOwnerActions } from './roundup-owner-actions';
import styles from './roundups.module.css';

export interface RoundupPageProps {
  roundup: RoundupDetail;
  top: CommentPage | null;
  firstPage: CommentPage | null;
  isSignedIn: boolean;
  siteUrl: string;
  now: number;
}

/** '3d ago', and 'just now' for a question asked a moment ago (never "now ago"). */
const agoLabel = (label: string) => (label === 'now' ? 'just now' : `${label} ago`);

export function RoundupPage({ roundup, top, firstPage, isSignedIn, siteUrl, now }: RoundupPageProps) {
  const jsonLd = buildRoundupJsonLd(roundup, top?.items ?? [], { siteUrl });
  const location = getLocation(roundup.location);
  const asker = roundup.creator.displayName || roundup.creator.username || 'Former member';
  const asked = Date.parse(roundup.createdAt);

  return (
    <article className={styles.page}>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be inline; serializeJsonLd escapes '<'.
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
      <ShowLocation slug={roundup.location} />
      <header className={styles.question}>
        <p className={styles.eyebrow}>Roundup · {location.name}</p>
        <ModerationNotice moderation={moderationOf(roundup)} />
        <h1 className={styles.title}>{roundup.title}</h1>
        {roundup.description ? (
          <LinkifiedText text={roundup.description} className={styles.description} />
        ) : null}
        <p className={styles.asker}>
          <UserAvatar photoURL={roundup.creator.photoURL} name={asker} size={28} />
          <span>
            Asked by{' '}
            {roundup.creator.username ? (
              <Link href={`/u/${roundup.creator.username}`} prefetch={false}>
                {asker}
              </Link>
            ) : (
              asker
            )}{' '}
            · <time dateTime={roundup.createdAt}>{agoLabel(formatRelativeShort(asked, now))}</time>
          </span>
        </p>
        <div className={styles.headerActions}>
          <CopyLinkButton url={roundupPath(roundup)} label="Share" />
          <Link href="/roundup/ask" className="button button-secondary">
            Ask the community
          </Link>
          {roundup.canEdit ? (
            <RoundupOwnerActions roundup={roundup} />
          ) : (
            <ReportButton
              subject={{ type: 'crowd-sourced-roundup', id: roundup.id }}
              noun="question"
              about={roundup.title}
              isSignedIn={isSignedIn}
              className="button button-secondary"
            />
          )}
        </div>
      </header>

      <div className={styles.columns}>
        <TopRecommendations roundupId={roundup.id} initialPage={top} isSignedIn={isSignedIn} />
        <CommentThread
          subject={{ itemType: 'crowd-sourced-roundup', itemId: roundup.id }}
          initialPage={firstPage}
          isSignedIn={isSignedIn}
          title="Answers"
          recommendIn={roundup.location}
          now={now}
        />
      </div>
    </article>
  );
}
