/**
 * Places made through the tests' API, as the event form makes them (PUT /api/v1/places), and events at them.
 */
import { type TestAccount, testApiUrl } from '../../../test/api-fixtures.ts';

export interface TestPlace {
  id: string;
  name: string;
  address: string;
}

/** A new Boston venue with an address and coordinates (search lists only places it can pin). */
export async function makePlace(
  owner: TestAccount,
  input: { name: string; address: string },
): Promise<TestPlace> {
  const response = await fetch(`${testApiUrl()}/api/v1/places`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: input.name,
      address: input.address,
      city: 'Boston',
      state: 'MA',
      lat: 42.3503,
      lng: -71.0621,
      location: 'boston-ma',
    }),
  });
  const body = (await response.json()) as { id: string; name: string };
  if (response.status !== 201)
    throw new Error(`making a place failed: ${response.status} ${JSON.stringify(body)}`);
  return { ...body, address: input.address };
}

/** 'YYYY-MM-DD', `days` after today (UTC: far enough ahead that New York's date is the same or later). */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A published evening event at the place, `daysAhead` days from now; its slug. */
export async function makeEventAt(
  owner: TestAccount,
  place: TestPlace,
  input: { name: string; daysAhead: number },
): Promise<{ id: string; slug: string }> {
  const date = dayAhead(input.daysAhead);
  const response = await fetch(`${testApiUrl()}/api/v1/experiences`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: input.name,
      shortDescription: null,
      description: null,
      when: {
        startDate: date,
        startTime: '19:00',
        endDate: date,
        endTime: '21:00',
        timeZone: 'America/New_York',
      },
      rrule: null,
      media: [],
      where: {
        placeId: place.id,
        name: place.name,
        address: place.address,
        city: 'Boston',
        state: 'MA',
        lat: 42.3503,
        lng: -71.0621,
      },
      location: 'boston-ma',
      publishState: 'PUBLISHED',
    }),
  });
  const body = (await response.json()) as { id: string; slug: string };
  if (response.status !== 201)
    throw new Error(`making an event failed: ${response.status} ${JSON.stringify(body)}`);
  return body;
}
