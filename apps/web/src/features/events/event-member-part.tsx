'use client';
/**
 * The personal part of a member page of an event (src/features/auth/member-view.server.ts): the page is the
 * public render kept for every signed-in visitor, and this fills in what is the visitor's own once the page runs,
 * from the API with their cookie: whether they are interested (and the count as they see it), the people they
 * follow who are interested, the host's Edit and My events, Send to a friend, Invite to go, Report, and the notice
 * an author reads on their own hidden event. Until the answers arrive the Interested button shows the public
 * count, disabled and marked busy, and the other personal controls are left out (never the signed-out ones, which
 * would be wrong for this visitor).
 */
import type { CalendarEvent } from '@happenings/domain/calendar';
import { useQuery } from '@tanstack/react-query';
import { useMemberSession } from '@/features/auth/use-member-session';
import { AddToCalendarButton } from '@/features/calendar/add-to-calendar-button';
import { SaveButton } from '@/features/collections/save-button';
import { CommentThread } from '@/features/comments/comment-thread';
import { EditEventLink } from '@/features/hosting/edit-event-link';
import { InterestedButton, PendingInterestedButton } from '@/features/interested/interested-button';
import { InterestedPeople } from '@/features/interested/interested-people';
import { InviteToGoButton } from '@/features/invitations/invite-to-go-button';
import { ModerationNotice, moderationOf } from '@/features/moderation-report/moderation-notice';
import { ReportButton } from '@/features/moderation-report/report-button';
import { PostComposer } from '@/features/posts/post-composer';
import { CopyLinkButton } from '@/features/share/copy-link-button';
import { getBrowserClient } from '@/lib/api-browser';
import type { ExperienceDetail } from './event.data';
import styles from './event-page.module.css';
import { SendToFriendButton } from './send-to-friend-button';

/** The event as the API answers this visitor (their interest, canEdit, moderation); null when it failed. */
function useMemberEvent(slug: string) {
  return useQuery({
    queryKey: ['member-event', slug],
    queryFn: async () => {
      const { data } = await getBrowserClient().GET('/api/v1/experiences/slug/{slug}', {
        params: { path: { slug } },
      });
      return data ?? null;
    },
    staleTime: Infinity,
  });
}

function useFollowedInterested(experienceId: string) {
  return useQuery({
    queryKey: ['member-interested-people', experienceId],
    queryFn: async () => {
      const { data } = await getBrowserClient().GET('/api/v2/interested/{type}/{id}/list', {
        params: { path: { type: 'experience', id: experienceId }, query: { take: 12 } },
      });
      return data?.items ?? [];
    },
    staleTime: Infinity,
  });
}

export function MemberModerationNotice({ slug }: { slug: string }) {
  const { data: event } = useMemberEvent(slug);
  return event ? <ModerationNotice moderation={moderationOf(event)} /> : null;
}

export interface EventMemberActionsProps {
  /** The public event the page was rendered with. */
  event: ExperienceDetail;
  calendarEvent: CalendarEvent | null;
}

export function EventMemberActions({ event, calendarEvent }: EventMemberActionsProps) {
  const user = useMemberSession();
  const { data: mine, isPending } = useMemberEvent(event.slug);
  const { data: people } = useFollowedInterested(event.id);
  // Known once both answers are in: who is signed in, and the event as they see it.
  const isKnown = user !== undefined && !isPending;
  const personal = mine ?? event;
  const isSignedIn = Boolean(user) && personal.isInterested !== undefined;
  return (
    <>
      <div className={styles.actions} aria-busy={isKnown ? undefined : true}>
        {isKnown ? <EditEventLink id={event.id} canEdit={personal.canEdit} /> : null}
        {isKnown ? (
          <InterestedButton
            itemId={event.id}
            isInterested={personal.isInterested}
            count={personal.interested}
            isSignedIn={isSignedIn}
          />
        ) : (
          <PendingInterestedButton count={event.interested} />
        )}
        {calendarEvent ? (
          <AddToCalendarButton event={calendarEvent} className="button button-secondary" />
        ) : null}
        <SaveButton itemId={event.id} name={event.name} variant="button" />
        <CopyLinkButton url={`/event/${event.slug}`} label="Share" />
        {isKnown ? (
          <>
            <SendToFriendButton event={event} viewerId={user?.id ?? null} />
            <InviteToGoButton event={event} viewerId={user?.id ?? null} />
            {personal.canEdit ? null : (
              <ReportButton
                subject={{ type: 'experience', id: event.id }}
                noun="event"
                about={event.name}
                isSignedIn={isSignedIn}
                className="button button-secondary"
              />
            )}
          </>
        ) : null}
      </div>
      {isKnown && user ? <InterestedPeople people={people ?? []} /> : null}
    </>
  );
}

/**
 * The event's comments on a member page: read in the browser with the visitor's cookie, so each comment carries
 * their own vote, once it is known who is signed in (the kept page holds no first page of comments).
 */
export function MemberComments({ eventId, now }: { eventId: string; now: number }) {
  const user = useMemberSession();
  if (user === undefined) return null;
  return (
    <CommentThread
      subject={{ itemType: 'experience', itemId: eventId }}
      initialPage={null}
      isSignedIn={Boolean(user)}
      title="Comments"
      now={now}
    />
  );
}

/** "Post a photo" on a member page, once it is known who is signed in. */
export function MemberPostComposer({ experienceId }: { experienceId: string }) {
  const user = useMemberSession();
  if (user === undefined) return null;
  return <PostComposer experienceId={experienceId} isSignedIn={Boolean(user)} />;
}
