/**
 * /admin/people: an admin finds accounts by name, username or e-mail (with no search: the staff) and sets the
 * staff roles each holds, one Save per person. Their own row cannot be changed (docs/moderation.md: nobody
 * changes their own roles, so a second admin is the check on the first).
 */
import { STAFF_ROLE_DUTIES, STAFF_ROLES } from '@happenings/domain/staff';
import Link from 'next/link';
import styles from '../back-office.module.css';
import { type RawSearchParams, readSearchParam } from '../search-param';
import { StaffTime } from '../staff-time';
import { StatusMessage } from '../status-message';
import { saveRoles } from './people.actions';
import { findPeople, personAccountId, type StaffPerson } from './people.server';
import { describePeopleOutcome, isPeopleOutcome } from './people-outcome';

const ROLE_LABELS = { admin: 'Admin', editor: 'Editor', moderator: 'Moderator' } as const;

export async function PeoplePage({ searchParams, ownId }: { searchParams: RawSearchParams; ownId: string }) {
  const query = readSearchParam(searchParams, 'query')?.trim();
  const cursor = readSearchParam(searchParams, 'cursor');
  const outcome = readSearchParam(searchParams, 'outcome');
  const status = isPeopleOutcome(outcome)
    ? describePeopleOutcome(outcome, readSearchParam(searchParams, 'who'))
    : null;
  const page = await findPeople({ query, cursor });
  const nextParams = new URLSearchParams();
  if (query) nextParams.set('query', query);
  if (page.nextCursor) nextParams.set('cursor', page.nextCursor);
  return (
    <>
      <header className={styles.pageHeader}>
        <div>
          <h1 className={styles.title}>People</h1>
          <p className={styles.lead}>Find an account and choose the staff roles it holds.</p>
        </div>
      </header>
      <StatusMessage message={status?.message ?? null} isError={status?.isError} />
      <StatusMessage message={page.error} isError />
      <search>
        <form method="get" action="/admin/people" className={styles.filters}>
          <div className={`${styles.filterField} ${styles.grow}`}>
            <label htmlFor="people-query" className={styles.label}>
              Name, username or e-mail
            </label>
            <input
              id="people-query"
              name="query"
              type="search"
              defaultValue={query ?? ''}
              maxLength={100}
              autoComplete="off"
              className={styles.input}
            />
          </div>
          <button type="submit" className="button button-secondary">
            Search
          </button>
        </form>
      </search>
      <h2 className={styles.sectionTitle}>{query ? `Accounts matching “${query}”` : 'The staff'}</h2>
      {page.error ? null : page.items.length === 0 ? (
        <p className={styles.empty}>{query ? 'Nobody matches.' : 'Nobody holds a staff role.'}</p>
      ) : (
        <ul className={styles.rows}>
          {page.items.map((person) => (
            <PersonRow
              key={personAccountId(person)}
              person={person}
              query={query}
              isSelf={personAccountId(person) === ownId}
            />
          ))}
        </ul>
      )}
      {page.nextCursor ? (
        <nav aria-label="More people" className={styles.pager}>
          <Link href={`/admin/people?${nextParams.toString()}`} className="button button-secondary">
            More people
          </Link>
        </nav>
      ) : null}
      <section className={styles.section} aria-labelledby="roles-explained">
        <h2 id="roles-explained" className={styles.sectionTitle}>
          What each role may do
        </h2>
        <dl className={styles.facts}>
          {STAFF_ROLES.map((role) => (
            <div key={role}>
              <dt>{ROLE_LABELS[role]}</dt>
              <dd>{STAFF_ROLE_DUTIES[role]}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

function PersonRow({ person, query, isSelf }: { person: StaffPerson; query?: string; isSelf: boolean }) {
  const id = personAccountId(person);
  const name = person.displayName || (person.username ? `@${person.username}` : (person.email ?? 'Account'));
  const noteId = `own-roles-${id}`;
  return (
    <li className={styles.row}>
      <form action={saveRoles} className={styles.personForm}>
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="who" value={name} />
        {query ? <input type="hidden" name="query" value={query} /> : null}
        <div>
          <h3 className={styles.rowTitle}>{name}</h3>
          <p className={styles.personMeta}>
            {person.username ? <span>@{person.username}</span> : null}
            {person.email ? <span>{person.email}</span> : null}
            <span>
              Joined <StaffTime iso={person.createdAt} />
            </span>
            {person.trusted ? <span className={styles.badge}>Trusted host</span> : null}
            {person.banned ? <span className={`${styles.badge} ${styles.badgeDanger}`}>Banned</span> : null}
          </p>
        </div>
        <fieldset className={styles.roles} disabled={isSelf} aria-describedby={isSelf ? noteId : undefined}>
          <legend className={styles.label}>Roles of {name}</legend>
          <div className={styles.checkboxes}>
            {STAFF_ROLES.map((role) => (
              <label key={role} className={styles.checkbox}>
                <input
                  type="checkbox"
                  name="roles"
                  value={role}
                  defaultChecked={person.roles.includes(role)}
                />
                {ROLE_LABELS[role]}
              </label>
            ))}
          </div>
          {isSelf ? (
            <p id={noteId} className={styles.hint}>
              This is you: nobody changes their own roles. Another admin can.
            </p>
          ) : null}
          <div>
            <button type="submit" className="button button-secondary">
              Save<span className="visually-hidden"> roles of {name}</span>
            </button>
          </div>
        </fieldset>
      </form>
    </li>
  );
}
