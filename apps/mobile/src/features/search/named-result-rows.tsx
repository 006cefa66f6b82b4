/**
 * The rows of each result tab besides events, as the website lists them: people open /u/{username}, places
 * /place/{id}, hosts /host/{slug}, collections /collection/{id} and roundups /roundup/{slug}.
 */
import { Avatar } from '../../components/avatar.tsx';
import { hostPictureUrl } from '../hosts/host-picture.ts';
import type { SearchItem } from './search-pages.queries.ts';
import { ResultMark, ResultRow } from './search-result-row.tsx';

export function PersonRow({ person }: { person: SearchItem<'users'> & { username: string } }) {
  const name = person.displayName || person.username;
  return (
    <ResultRow
      href={`/u/${encodeURIComponent(person.username)}`}
      title={name}
      meta={`@${person.username}`}
      leading={<Avatar name={name} photoURL={person.photoURL ?? null} />}
      testID={`person-${person.username}`}
    />
  );
}

export function PlaceRow({ place }: { place: SearchItem<'places'> }) {
  return (
    <ResultRow
      href={`/place/${encodeURIComponent(place.id)}`}
      title={place.name}
      meta={[place.address, place.city].filter(Boolean).join(', ')}
      leading={<ResultMark icon="location-outline" />}
      testID={`place-${place.id}`}
    />
  );
}

export function HostRow({ host }: { host: SearchItem<'hosts'> }) {
  return (
    <ResultRow
      href={`/host/${encodeURIComponent(host.slug)}`}
      title={host.name}
      meta="Host"
      leading={<Avatar name={host.name} photoURL={hostPictureUrl(host.photoURL)} />}
      testID={`host-${host.slug}`}
    />
  );
}

export function CollectionRow({ collection }: { collection: SearchItem<'collections'> }) {
  const count = collection.itemsCount ?? collection.items.length;
  const owner = collection.collectionOwner.username;
  return (
    <ResultRow
      href={`/collection/${encodeURIComponent(collection.id)}`}
      title={collection.name}
      meta={`${count} ${count === 1 ? 'item' : 'items'}${owner ? ` · by @${owner}` : ''}`}
      leading={<ResultMark icon="albums-outline" />}
      testID={`collection-${collection.id}`}
    />
  );
}

export function RoundupRow({ roundup }: { roundup: SearchItem<'roundups'> }) {
  const answers = roundup.parentCommentsCount;
  const asker = roundup.creator.displayName || roundup.creator.username;
  return (
    <ResultRow
      href={`/roundup/${encodeURIComponent(roundup.slug)}`}
      title={roundup.title}
      meta={`${answers === 0 ? 'No answers yet' : `${answers} ${answers === 1 ? 'answer' : 'answers'}`}${
        asker ? ` · asked by ${asker}` : ''
      }`}
      leading={<ResultMark icon="help-circle-outline" />}
      testID={`roundup-${roundup.slug}`}
    />
  );
}
