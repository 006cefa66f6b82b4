/**
 * The visitor's collections (/collections): those they own and those they joined, the invites and shares waiting
 * for their answer, and "New collection".
 */
import Link from 'next/link';
import type { MyCollection } from './collection.types';
import { InviteAnswerButtons, ShareAnswerButtons } from './collection-item-actions';
import { personName } from './collection-page';
import type { MyCollectionsData } from './collections.data';
import styles from './collections.module.css';
import { CreateCollection } from './new-collection-form';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function CollectionCards({ collections, label }: { collections: MyCollection[]; label: string }) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {collections.map((collection) => (
        <li key={collection.id} className={styles.card}>
          <h3 className={styles.cardTitle}>
            <Link href={`/collection/${collection.id}`} className={styles.cardLink}>
              {collection.name}
            </Link>
          </h3>
          <p className={styles.muted}>
            {count(collection.itemsCount ?? 0, 'item', 'items')} ·{' '}
            {count(collection.participantsCount, 'person', 'people')} ·{' '}
            {collection.isCommunity ? 'Community' : 'Private'}
          </p>
          {collection.role === 'VIEWER' ? (
            <p className={styles.muted}>By {personName(collection.collectionOwner)}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function MyCollectionsPage({ data }: { data: MyCollectionsData }) {
  const owned = data.collections.filter((collection) => collection.role === 'OWNER');
  const joined = data.collections.filter((collection) => collection.role === 'VIEWER');
  const { invites, shares } = data.pending;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your collections</h1>
      <p className={styles.meta}>
        Lists of events and places to share: private to the people you invite, or public.
      </p>

      {invites.length + shares.length > 0 ? (
        <section className={styles.section} aria-labelledby="collections-pending">
          <h2 id="collections-pending" className={styles.sectionTitle}>
            Waiting for you
          </h2>
          <ul className={styles.pending}>
            {invites.map(({ invite, collection }) => (
              <li key={invite.id} className={styles.pendingItem}>
                <span>
                  <strong>{personName(invite.inviter)}</strong> invited you to{' '}
                  <strong>{collection.name}</strong>
                </span>
                <InviteAnswerButtons
                  inviteId={invite.id}
                  collectionId={collection.id}
                  name={collection.name}
                />
              </li>
            ))}
            {shares.map(({ share, collection }) => (
              <li key={share.id} className={styles.pendingItem}>
                <span>
                  <strong>{personName(share.sender)}</strong> shared{' '}
                  <Link href={`/collection/${collection.id}`}>{collection.name}</Link> with you
                </span>
                <ShareAnswerButtons shareId={share.id} collectionId={collection.id} name={collection.name} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.section} aria-labelledby="collections-owned">
        <h2 id="collections-owned" className={styles.sectionTitle}>
          Made by you
        </h2>
        {owned.length > 0 ? (
          <CollectionCards collections={owned} label="Collections you made" />
        ) : (
          <p className={styles.empty}>You have not made a collection yet.</p>
        )}
        <CreateCollection />
      </section>

      {joined.length > 0 ? (
        <section className={styles.section} aria-labelledby="collections-joined">
          <h2 id="collections-joined" className={styles.sectionTitle}>
            Joined
          </h2>
          <CollectionCards collections={joined} label="Collections you joined" />
        </section>
      ) : null}
    </div>
  );
}
