import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's tsvector (full-text document); drizzle-orm has no built-in column for it. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'tsvector';
  },
});
