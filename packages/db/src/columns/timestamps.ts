import { timestamp } from 'drizzle-orm/pg-core';

/** An instant, stored as timestamptz (STYLE.md: instants in UTC) and read back as a Date. */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/** created_at / updated_at columns, both set by the database on insert; updated_at is set by writers on update. */
export function timestamps() {
  return {
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  };
}
