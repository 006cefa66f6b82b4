/**
 * What an invite link opens (/collection/join/{token}): the collection it invites to and a Join button, or why the
 * link no longer works (expired or revoked).
 */
import Link from 'next/link';
import { JoinByLinkButton } from './collection-item-actions';
import { personName } from './collection-page';
import type { InviteLinkState } from './collections.data';
import styles from './collections.module.css';

export function JoinPage({
  token,
  link,
}: {
  token: string;
  link: Exclude<InviteLinkState, { state: 'signed-out' }>;
}) {
  if (link.state !== 'ok') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>This invite link does not work</h1>
        <p className={styles.meta}>
          {link.state === 'gone' ? link.message : 'It may have been mistyped. Ask for a new one.'}
        </p>
        <p className={styles.meta}>
          <Link href="/collections">Your collections</Link>
        </p>
      </div>
    );
  }
  const { invite, collection } = link.invite;
  const count = collection.itemsCount ?? 0;
  return (
    <div className={styles.page}>
      <p className={styles.kind}>Invitation</p>
      <h1 className={styles.title}>{collection.name}</h1>
      <p className={styles.meta}>
        {personName(invite.inviter)} invited you to this collection · {count} {count === 1 ? 'item' : 'items'}
      </p>
      <div className={styles.actions}>
        {collection.role ? (
          <Link className="button" href={`/collection/${collection.id}`}>
            Open the collection
          </Link>
        ) : (
          <JoinByLinkButton token={token} name={collection.name} />
        )}
      </div>
    </div>
  );
}
