import { text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../platform/ids.js';

/** Primary key of every entity: 24 hex characters (see platform/ids.ts). */
export const idColumn = () => text('id').primaryKey().$defaultFn(newId);

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
