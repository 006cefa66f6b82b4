'use server';
/**
 * The editor picks and top picks forms as server actions, so they work without scripts: each reads the list as it
 * is now, changes it (move one up or down, add, remove, a note or dates), saves it whole (the API's one call), and
 * sends the editor back to the page with the outcome and the row to continue from.
 */
import { isLocationSlug, type LocationSlug } from '@happenings/domain/locations';
import { redirect } from 'next/navigation';
import { getServerClient } from '@/lib/api-server';
import { findExperience, isPickList, type Pick, type PickList, readPicks } from './curation.server';
import { type CurationOutcome, outcomeOfRefusal, pageAfter } from './curation-outcome';
import { readField } from './form-field';

type PickInput = {
  experienceId: string;
  note: string | null;
  startsOn: string | null;
  endsOn: string | null;
};

const picksPath = (location: string, list: string) =>
  `/admin/curation/${encodeURIComponent(location)}/picks/${encodeURIComponent(list)}`;
const rowId = (experienceId: string) => `pick-${experienceId}`;
const toInput = (pick: Pick): PickInput => ({
  experienceId: pick.experienceId,
  note: pick.note,
  startsOn: pick.startsOn,
  endsOn: pick.endsOn,
});

function readTarget(formData: FormData): { location: LocationSlug; list: PickList } {
  const location = readField(formData, 'location');
  const list = readField(formData, 'list');
  if (!isLocationSlug(location) || !isPickList(list)) redirect('/admin/curation');
  return { location, list };
}

async function save(
  location: LocationSlug,
  list: PickList,
  items: PickInput[],
): Promise<CurationOutcome | null> {
  const api = await getServerClient({ isWrite: true });
  const { response, error } = await api.PUT('/api/v1/staff/curation/locations/{location}/picks/{list}', {
    params: { path: { location, list } },
    body: { items },
  });
  return response.ok ? null : outcomeOfRefusal(response.status, error);
}

export async function movePick(formData: FormData): Promise<void> {
  const { location, list } = readTarget(formData);
  const experienceId = readField(formData, 'experienceId');
  const step = readField(formData, 'direction') === 'up' ? -1 : 1;
  const items = (await readPicks(location, list)).map(toInput);
  const from = items.findIndex((item) => item.experienceId === experienceId);
  const to = from + step;
  if (from < 0 || to < 0 || to >= items.length) redirect(pageAfter(picksPath(location, list), 'stale'));
  [items[from], items[to]] = [items[to]!, items[from]!];
  const refused = await save(location, list, items);
  redirect(pageAfter(picksPath(location, list), refused ?? 'moved', rowId(experienceId)));
}

export async function removePick(formData: FormData): Promise<void> {
  const { location, list } = readTarget(formData);
  const experienceId = readField(formData, 'experienceId');
  const items = (await readPicks(location, list)).map(toInput);
  const refused = await save(
    location,
    list,
    items.filter((item) => item.experienceId !== experienceId),
  );
  redirect(pageAfter(picksPath(location, list), refused ?? 'removed'));
}

export async function savePickDetails(formData: FormData): Promise<void> {
  const { location, list } = readTarget(formData);
  const experienceId = readField(formData, 'experienceId');
  const note = readField(formData, 'note').trim() || null;
  const startsOn = readField(formData, 'startsOn') || null;
  const endsOn = readField(formData, 'endsOn') || null;
  const path = picksPath(location, list);
  if (startsOn && endsOn && startsOn > endsOn) redirect(pageAfter(path, 'bad-dates', rowId(experienceId)));
  const items = (await readPicks(location, list)).map((pick) =>
    pick.experienceId === experienceId ? { experienceId, note, startsOn, endsOn } : toInput(pick),
  );
  const refused = await save(location, list, items);
  redirect(pageAfter(path, refused ?? 'saved', rowId(experienceId)));
}

/** Adds an experience named by its address, slug or id (or picked from a search) at the end of the list. */
export async function addPick(formData: FormData): Promise<void> {
  const { location, list } = readTarget(formData);
  const path = picksPath(location, list);
  const experience = await findExperience(readField(formData, 'experience'));
  if (!experience) redirect(pageAfter(path, 'not-found'));
  if (experience.location !== location) redirect(pageAfter(path, 'other-city'));
  const items = (await readPicks(location, list)).map(toInput);
  if (items.some((item) => item.experienceId === experience.id)) redirect(pageAfter(path, 'already-listed'));
  items.push({ experienceId: experience.id, note: null, startsOn: null, endsOn: null });
  const refused = await save(location, list, items);
  redirect(pageAfter(path, refused ?? 'added', rowId(experience.id)));
}
