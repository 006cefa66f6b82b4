/**
 * Where the event happens: a venue found with the venue search fills in the address and map position; typed, the
 * venue name, street address, city and state; the location whose pages list it; the map position, optional.
 */
import { LOCATION_LIST, type LocationSlug } from '@happenings/domain/locations';
import type { Dispatch, SetStateAction } from 'react';
import type { EventDraft, FieldErrors, SetDraftField } from './event-draft';
import styles from './event-editor.module.css';
import { describedBy, FieldError, fieldId } from './form-field';
import { VenueSearch } from './venue-search';

export function PlaceFields({
  draft,
  errors,
  set,
  setDraft,
}: {
  draft: EventDraft;
  errors: FieldErrors;
  set: SetDraftField;
  setDraft: Dispatch<SetStateAction<EventDraft>>;
}) {
  const setWhere = (key: keyof EventDraft['where'], value: string) =>
    setDraft((current) => ({
      ...current,
      // A venue typed over is no longer the picked place.
      where: {
        ...current.where,
        [key]: value,
        ...(key === 'name' || key === 'address' ? { placeId: '' } : {}),
      },
    }));
  return (
    <>
      <VenueSearch
        location={draft.location}
        onPick={(place) =>
          setDraft((current) => ({
            ...current,
            where: {
              name: place.name,
              address: place.address,
              city: place.city,
              state: place.state,
              lat: String(place.lat),
              lng: String(place.lng),
              placeId: place.id,
            },
          }))
        }
      />
      <div className={styles.field}>
        <label htmlFor={fieldId('where.name')}>Venue name</label>
        <input
          id={fieldId('where.name')}
          type="text"
          maxLength={300}
          value={draft.where.name}
          placeholder="Museum of Fine Arts"
          onChange={(event) => setWhere('name', event.target.value)}
          {...describedBy('where.name', errors)}
        />
        <FieldError field="where.name" errors={errors} />
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId('where.address')}>Street address</label>
        <input
          id={fieldId('where.address')}
          type="text"
          maxLength={300}
          autoComplete="street-address"
          value={draft.where.address}
          placeholder="465 Huntington Ave"
          onChange={(event) => setWhere('address', event.target.value)}
          {...describedBy('where.address', errors)}
        />
        <FieldError field="where.address" errors={errors} />
      </div>
      <div className={styles.grid3}>
        <div className={styles.field}>
          <label htmlFor={fieldId('where.city')}>City</label>
          <input
            id={fieldId('where.city')}
            type="text"
            maxLength={100}
            autoComplete="address-level2"
            value={draft.where.city}
            onChange={(event) => setWhere('city', event.target.value)}
            {...describedBy('where.city', errors)}
          />
          <FieldError field="where.city" errors={errors} />
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('where.state')}>State</label>
          <input
            id={fieldId('where.state')}
            type="text"
            maxLength={50}
            autoComplete="address-level1"
            value={draft.where.state}
            onChange={(event) => setWhere('state', event.target.value)}
            {...describedBy('where.state', errors)}
          />
          <FieldError field="where.state" errors={errors} />
        </div>
        <div className={styles.field}>
          <label htmlFor={fieldId('location')}>Listed in</label>
          <select
            id={fieldId('location')}
            value={draft.location}
            onChange={(event) => set('location', event.target.value as LocationSlug)}
            {...describedBy('location', errors)}
          >
            {LOCATION_LIST.map((location) => (
              <option key={location.slug} value={location.slug}>
                {location.name}
              </option>
            ))}
          </select>
          <FieldError field="location" errors={errors} />
        </div>
      </div>
      <details className={styles.details}>
        <summary>Map position (optional)</summary>
        <div className={styles.grid2}>
          <div className={styles.field}>
            <label htmlFor={fieldId('where.lat')}>Latitude</label>
            <input
              id={fieldId('where.lat')}
              type="text"
              inputMode="decimal"
              value={draft.where.lat}
              placeholder="42.3601"
              onChange={(event) => setWhere('lat', event.target.value)}
              {...describedBy('where.lat', errors)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor="event-where-lng">Longitude</label>
            <input
              id="event-where-lng"
              type="text"
              inputMode="decimal"
              value={draft.where.lng}
              placeholder="-71.0589"
              onChange={(event) => setWhere('lng', event.target.value)}
              {...describedBy('where.lat', errors)}
            />
          </div>
        </div>
        <FieldError field="where.lat" errors={errors} />
      </details>
    </>
  );
}
