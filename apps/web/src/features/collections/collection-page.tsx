/**
 * A collection's page (/collection/{id}): what it is, who is in it (with their photos), its items in the owner's
 * order, and what the visitor may do by their role. The owner alone also sees their tools: remove a viewer, the
 * open invites (withdraw one, revoke a link), and move or remove each item. Server-rendered; the visit is counted in this browser's cookie
 * (spec §2), and a participant opening it for the first time is welcomed.
 */

import Link from 'next/link';
import { PrivateFeedPanel } from '@/features/calendar-feeds/private-feed-panel';
import { SubscribeButton } from '@/features/calendar-feeds/subscribe-button';
import { ExperienceCard } from '@/features/experiences/experience-card';
import { ModerationNotice, moderationOf } from '@/features/moderation-report/moderation-notice';
import { ReportButton } from '@/features/moderation-report/report-button';
import { UserAvatar } from '@/features/profile/user-avatar';
import type { CollectionContentItem, CollectionParticipant } from './collection.types';
import { CollectionActions } from './collection-actions';
import { ItemOwnerTools } from './collection-item-order';
import { OpenInvites, RemovePersonButton } from './collection-people-tools';
import type { CollectionPageData } from './collections.data';
import styles from './collections.module.css';
import { RecordCollectionVisit } from './record-collection-visit';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const personName = (person: Pick<CollectionParticipant, 'displayName' | 'username'>) =>
  person.displayName || (person.username ? `@${person.username}` : 'A member');

function itemName(item: CollectionContentItem): string {
  switch (item.type) {
    case 'experience':
      return item.experience?.name ?? 'An event';
    case 'post':
      return item.post.caption?.trim() || 'A post';
    case 'crowd-sourced-roundup':
      return item.roundup.title;
    case 'place':
      return item.place.name;
  }
}

function ItemCard({ item }: { item: CollectionContentItem }) {
  if (item.type === 'experience') {
    return item.experience ? <ExperienceCard experience={item.experience} headingLevel={3} /> : null;
  }
  const [kind, href, detail] =
    item.type === 'crowd-sourced-roundup'
      ? [
          'Roundup',
          `/roundup/${item.roundup.slug}`,
          count(item.roundup.parentCommentsCount, 'answer', 'answers'),
        ]
      : item.type === 'place'
        ? ['Place', null, [item.place.address, item.place.city].filter(Boolean).join(', ')]
        : ['Post', item.post.user.username ? `/u/${item.post.user.username}` : null, null];
  const name = itemName(item);
  return (
    <article className={styles.simpleCard}>
      <p className={styles.kind}>{kind}</p>
      <h3>{href ? <Link href={href}>{name}</Link> : name}</h3>
      {detail ? <p className={styles.muted}>{detail}</p> : null}
    </article>
  );
}

export interface CollectionPageProps {
  data: CollectionPageData;
  isSignedIn: boolean;
  /** How many times this browser opened the collection before (spec §2 visit cookie). */
  previousVisits: number;
}

export function CollectionPage({ data, isSignedIn, previousVisits }: CollectionPageProps) {
  const { collection, items, hasMoreItems, participants, openInvites } = data;
  const isOwner = collection.role === 'OWNER';
  const order = items.map((item) => ({ itemId: item.itemId, type: item.type }));
  const owner = collection.collectionOwner;
  return (
    <div className={styles.page}>
      <RecordCollectionVisit collectionId={collection.id} />
      <header>
        <p className={styles.kind}>
          {collection.isCommunity ? 'Community collection' : 'Private collection'}
        </p>
        <ModerationNotice moderation={moderationOf(collection)} />
        <h1 className={styles.title}>{collection.name}</h1>
        {collection.description ? <p className={styles.description}>{collection.description}</p> : null}
        <p className={styles.meta}>
          By {personName(owner)} · {count(collection.itemsCount ?? items.length, 'item', 'items')} ·{' '}
          {count(collection.participantsCount, 'person', 'people')}
          {collection.role ? ` · You are ${isOwner ? 'its owner' : 'a viewer'}` : ''}
        </p>
        {collection.role === 'VIEWER' && previousVisits === 0 ? (
          <p className={styles.welcome}>Welcome! {personName(owner)} shared this collection with you.</p>
        ) : null}
        <CollectionActions collection={collection} participants={participants} isSignedIn={isSignedIn} />
        {collection.isCommunity ? (
          <SubscribeButton
            feedPath={`/api/v1/calendar-feeds/collections/${encodeURIComponent(collection.id)}/events.ics`}
            title={collection.name}
          />
        ) : null}
        {collection.isCommunity && !isOwner ? (
          <ReportButton
            subject={{ type: 'collection', id: collection.id }}
            noun="collection"
            about={collection.name}
            isSignedIn={isSignedIn}
          />
        ) : null}
      </header>

      {!collection.isCommunity && isOwner ? (
        <section className={styles.section} aria-labelledby="collection-calendar">
          <h2 id="collection-calendar" className={styles.sectionTitle}>
            In your calendar
          </h2>
          <PrivateFeedPanel
            target={{ kind: 'collection', id: collection.id }}
            what="this collection's events"
          />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="collection-people">
        <h2 id="collection-people" className={styles.sectionTitle}>
          People
        </h2>
        <ul className={styles.people}>
          {participants.map((person) => (
            <li key={person.uid ?? person.id} className={styles.person}>
              <UserAvatar photoURL={person.photoURL} name={personName(person)} size={40} />
              <span className={styles.personName}>
                {person.username ? (
                  <Link href={`/u/${person.username}`}>{personName(person)}</Link>
                ) : (
                  personName(person)
                )}
                <span className={styles.role}>{person.role === 'OWNER' ? 'Owner' : 'Viewer'}</span>
              </span>
              {isOwner && person.role === 'VIEWER' && person.uid ? (
                <RemovePersonButton
                  collectionId={collection.id}
                  collectionName={collection.name}
                  userId={person.uid}
                  name={personName(person)}
                  isCommunity={collection.isCommunity}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      {isOwner ? (
        <section className={styles.section} aria-labelledby="collection-invites">
          <h2 id="collection-invites" className={styles.sectionTitle}>
            Open invites
          </h2>
          <OpenInvites collectionId={collection.id} invites={openInvites} />
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="collection-items">
        <h2 id="collection-items" className={styles.sectionTitle}>
          Saved here
        </h2>
        {items.length === 0 ? (
          <p className={styles.empty}>
            {isOwner ? 'Nothing saved yet. Use Save on any event to add it here.' : 'Nothing saved here yet.'}
          </p>
        ) : (
          <ul className={styles.items} aria-label={`Items in ${collection.name}`}>
            {items.map((item, index) => (
              <li key={`${item.type}:${item.itemId}`} className={styles.item} data-testid="collection-item">
                <ItemCard item={item} />
                {isOwner ? (
                  <ItemOwnerTools
                    collectionId={collection.id}
                    order={order}
                    index={index}
                    name={itemName(item)}
                    canReorder={!hasMoreItems}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {hasMoreItems ? <p className={styles.muted}>Showing the first {items.length} items.</p> : null}
      </section>
    </div>
  );
}
