/**
 * Cards of the community streams (spec §7 roundups, user-posts, community-collections) and the list that draws
 * any stream's cards, as a row (home and location pages) or a grid (see-all pages). Every card opens something:
 * a roundup its page (/roundup/{slug}), a collection its page (/collection/{id}), a post its page (/post/{id}),
 * which names the event or place it is about. Like the experience card, the whole card is clickable through its
 * one link, a plain link the router opens (src/lib/client-navigation.ts).
 */
import { buildImageUrl, IMAGE_PRESETS } from '@happenings/domain/media';
import { ExperienceGrid, ExperienceRow, type HeadingLevel } from '@/features/experiences/experience-card';
import experienceStyles from '@/features/experiences/experience-card.module.css';
import { postPath, postSubjectLink, postTitle } from '@/features/posts/posts.types';
import { clientNavigation } from '@/lib/client-navigation';
import styles from './streams.module.css';
import type { CollectionCardData, PostCardData, RoundupCardData, StreamCards } from './streams.types';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function RoundupCard({
  roundup,
  headingLevel,
}: {
  roundup: RoundupCardData;
  headingLevel: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  const asker = roundup.creator.displayName || roundup.creator.username;
  const image = roundup.media.find((item) => item.resource_type === 'image');
  return (
    <article className={styles.communityCard} data-testid="roundup-card">
      {image ? (
        // biome-ignore lint/performance/noImgElement: media come from our CDN at a spec §9 preset already.
        <img
          src={buildImageUrl(image.secure_url, { baseUrl: '', preset: 'cardLandscape', format: 'webp' })}
          alt=""
          width={IMAGE_PRESETS.cardLandscape.width}
          height={IMAGE_PRESETS.cardLandscape.height}
          loading="lazy"
          decoding="async"
          className={styles.cardImage}
        />
      ) : null}
      <p className={styles.cardKind}>Roundup</p>
      <Heading className={styles.cardTitle}>
        <a href={`/roundup/${roundup.slug}`} className={styles.cardLink} {...clientNavigation}>
          {roundup.title}
        </a>
      </Heading>
      <p className={styles.cardMeta}>
        {plural(roundup.parentCommentsCount, 'answer', 'answers')}
        {asker ? ` · asked by ${asker}` : ''}
      </p>
    </article>
  );
}

export function PostCard({ post, headingLevel }: { post: PostCardData; headingLevel: HeadingLevel }) {
  const Heading = `h${headingLevel}` as const;
  const author = post.user.displayName || post.user.username || 'A member';
  const image = post.media.find((item) => item.resource_type === 'image');
  const about = postSubjectLink(post);
  return (
    <article className={styles.communityCard} data-testid="post-card">
      {image ? (
        // biome-ignore lint/performance/noImgElement: media come from our CDN at a spec §9 preset already.
        <img
          src={buildImageUrl(image.secure_url, { baseUrl: '', preset: 'cardLandscape', format: 'webp' })}
          alt=""
          width={IMAGE_PRESETS.cardLandscape.width}
          height={IMAGE_PRESETS.cardLandscape.height}
          loading="lazy"
          decoding="async"
          className={styles.cardImage}
        />
      ) : null}
      <p className={styles.cardKind}>Post</p>
      <Heading className={styles.cardTitle}>
        <a href={postPath(post)} className={styles.cardLink} {...clientNavigation}>
          {postTitle(post)}
        </a>
      </Heading>
      <p className={styles.cardMeta}>
        {about ? `At ${about.name} · ` : ''}by {author} ·{' '}
        {plural(post.interested, 'person interested', 'people interested')}
      </p>
    </article>
  );
}

export function CollectionCard({
  collection,
  headingLevel,
}: {
  collection: CollectionCardData;
  headingLevel: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  const owner = collection.collectionOwner.displayName || collection.collectionOwner.username;
  const itemsCount = collection.itemsCount ?? collection.items.length;
  return (
    <article className={styles.communityCard} data-testid="collection-card">
      <p className={styles.cardKind}>Collection</p>
      <Heading className={styles.cardTitle}>
        <a href={`/collection/${collection.id}`} className={styles.cardLink} {...clientNavigation}>
          {collection.name ?? 'A collection'}
        </a>
      </Heading>
      <p className={styles.cardMeta}>
        {plural(itemsCount, 'item', 'items')}
        {owner ? ` · by ${owner}` : ''}
      </p>
    </article>
  );
}

export interface StreamCardListProps {
  cards: StreamCards;
  layout: 'row' | 'grid';
  label: string;
  headingLevel?: HeadingLevel;
  priorityCount?: number;
  skeletonCount?: number;
}

/** Any stream's cards as a row or a grid, with the experience card's layouts. */
export function StreamCardList({
  cards,
  layout,
  label,
  headingLevel = 3,
  priorityCount = 0,
  skeletonCount = 0,
}: StreamCardListProps) {
  if (cards.kind === 'experience') {
    const List = layout === 'row' ? ExperienceRow : ExperienceGrid;
    return (
      <List
        experiences={cards.items}
        label={label}
        headingLevel={headingLevel}
        priorityCount={priorityCount}
        skeletonCount={skeletonCount}
      />
    );
  }
  const listClass = layout === 'row' ? experienceStyles.row : experienceStyles.grid;
  const itemClass = layout === 'row' ? experienceStyles.rowItem : experienceStyles.gridItem;
  const render = () => {
    switch (cards.kind) {
      case 'roundup':
        return cards.items.map((roundup) => (
          <li key={roundup.id} className={itemClass}>
            <RoundupCard roundup={roundup} headingLevel={headingLevel} />
          </li>
        ));
      case 'post':
        return cards.items.map((post) => (
          <li key={post.id} className={itemClass}>
            <PostCard post={post} headingLevel={headingLevel} />
          </li>
        ));
      case 'collection':
        return cards.items.map((collection) => (
          <li key={collection.id} className={itemClass}>
            <CollectionCard collection={collection} headingLevel={headingLevel} />
          </li>
        ));
    }
  };
  return (
    <ul className={listClass} aria-label={label}>
      {render()}
    </ul>
  );
}
