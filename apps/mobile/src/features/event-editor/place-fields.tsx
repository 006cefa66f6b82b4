/**
 * Where, as the website asks for it: the venue's name and street address, city and state, and the location it is
 * listed in (spec §3 Location). The map position and a place picked on the website are kept as they are.
 */
import { LOCATION_LIST, type LocationSlug } from '@happenings/domain/locations';
import { View } from 'react-native';
import type { EventDraft } from './event-draft.ts';
import type { FieldErrors } from './event-validation.ts';
import { ChoiceGroup, FieldError, formStyles, Section, TextField } from './form-field.tsx';

interface Props {
  draft: EventDraft;
  errors: FieldErrors;
  set: <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => void;
}

export function PlaceFields({ draft, errors, set }: Props) {
  const setWhere = (key: keyof EventDraft['where'], value: string) => {
    const isMovedPlace = key === 'name' || key === 'address';
    set('where', { ...draft.where, [key]: value });
    // A venue typed over is no longer the place that was picked, nor at its map position.
    if (isMovedPlace && draft.kept.placeId) set('kept', { ...draft.kept, placeId: null });
  };
  return (
    <Section title="Where">
      <TextField
        label="Venue name"
        value={draft.where.name}
        onChangeText={(text) => setWhere('name', text)}
        placeholder="Museum of Fine Arts"
        maxLength={300}
      />
      <TextField
        label="Street address"
        value={draft.where.address}
        onChangeText={(text) => setWhere('address', text)}
        placeholder="465 Huntington Ave"
        maxLength={300}
      />
      <View style={formStyles.row}>
        <View style={formStyles.grow}>
          <TextField
            label="City"
            value={draft.where.city}
            onChangeText={(text) => setWhere('city', text)}
            maxLength={100}
          />
        </View>
        <View style={formStyles.grow}>
          <TextField
            label="State"
            value={draft.where.state}
            onChangeText={(text) => setWhere('state', text)}
            maxLength={50}
          />
        </View>
      </View>
      <FieldError field="where" errors={errors} />
      <ChoiceGroup<LocationSlug>
        label="Listed in"
        choices={LOCATION_LIST.map((location) => ({ value: location.slug, label: location.name }))}
        value={draft.location}
        onChange={(location) => set('location', location)}
      />
      <FieldError field="location" errors={errors} />
    </Section>
  );
}
