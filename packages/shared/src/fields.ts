import { z } from 'zod';
import { formatPrice } from './money.ts';

/**
 * Request fields whose bounds are the database's: a number the schema lets through must fit its
 * column and a date must be one PostgreSQL stores, or the write fails as a 500 instead of a 400
 * naming the field (docs/reliability.md "Input no route takes").
 */

/** The largest value of a PostgreSQL `integer` column, the type of every paisa and count column. */
export const INT_COLUMN_MAX = 2_147_483_647;

/** The most one amount a person types may be (Rs. 1,00,00,000): a price, a voucher's terms, a threshold. */
export const MAX_AMOUNT_PAISA = 1_000_000_000;

type PaisaOptions = {
  /** 0 (the default): zero allowed; 1: "more than 0". */
  min?: 0 | 1;
  /** Defaults to MAX_AMOUNT_PAISA; never above INT_COLUMN_MAX. */
  max?: number;
  /** Query strings: "100" → 100. */
  coerce?: boolean;
  /** The message for a value that is not a number at all. */
  typeError?: string;
};

/** An amount of paisa that fits an integer column, each failure in words naming `label`. */
export function zPaisa(label: string, opts: PaisaOptions = {}) {
  const min = opts.min ?? 0;
  const max = Math.min(opts.max ?? MAX_AMOUNT_PAISA, INT_COLUMN_MAX);
  const whole = `${label} must be a whole number of paisa`;
  const error = opts.typeError ?? whole;
  return (opts.coerce ? z.coerce.number({ error }) : z.number({ error }))
    .int(whole)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be more than 0`)
    .max(max, `${label} can be at most ${formatPrice(max)}`);
}

/** Years a stored date may have: PostgreSQL has no year 0, and nothing here is older or that far ahead. */
const FIRST_YEAR = 1900;
const LAST_YEAR = 9999;

/** True when `text` parses as a date PostgreSQL stores (years 1900–9999). */
export function isStorableDate(text: string): boolean {
  const time = Date.parse(text);
  if (Number.isNaN(time)) return false;
  const year = new Date(time).getUTCFullYear();
  return year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** An ISO 8601 date and time with an offset (`2026-01-31T10:00:00+05:45`), in years 1900–9999. */
export function zDateTime(label: string) {
  const message = `${label} must be a date and time (ISO 8601)`;
  return z.iso
    .datetime({ offset: true, error: message })
    .refine(isStorableDate, `${label} must be between the years ${FIRST_YEAR} and ${LAST_YEAR}`);
}

/** A calendar day `2026-01-31` that exists (no 31 February), in years 1900–9999. */
export function zDay(message: string) {
  return z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((day) => isStorableDate(day) && new Date(day).toISOString().startsWith(day), message);
}

/**
 * A partial update (every field optional) must change something: `{}` is a 400 saying so, and the
 * OpenAPI document shows `minProperties: 1`.
 */
export function atLeastOneField<T extends z.ZodObject>(schema: T): T {
  return schema
    .refine((value) => Object.values(value).some((v) => v !== undefined), {
      message: 'Send at least one field to change',
    })
    .meta({ minProperties: 1 });
}

/** A position in a list kept in order by hand (FAQs, team members, partners): lower shows first. */
export const ZSortOrder = z
  .number({ error: 'Order must be a whole number' })
  .int('Order must be a whole number')
  .min(0, 'Order cannot be negative')
  .max(10_000, 'Order can be at most 10000');

/** Text a person types, trimmed, 2 to 100 characters, each failure in words naming `label`. */
export function zShortText(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(2, `${label} must be at least 2 characters`)
    .max(100, `${label} must be at most 100 characters`);
}

/**
 * A row of a short list the super admin keeps in order (partners, the team on /about): its id and
 * name, the fields of its own, then its place in the list.
 */
export function keptListItem<T extends z.ZodRawShape>(shape: T) {
  return z.object({ _id: z.string(), name: z.string(), ...shape, sortOrder: z.number().int() });
}

/** Today in Nepal (UTC+5:45) as `YYYY-MM-DD`: the earliest day a task may be due or a rental be free. */
export function todayInNepal(now: Date = new Date()): string {
  return new Date(now.getTime() + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);
}

/**
 * How far ahead a day someone plans may be: a job's deadline (JOB_MAX_DEADLINE_DAYS), a task's date,
 * the day a rental is free from, a visit's day. A year; 9999-12-31 is a mistake or a probe.
 */
export const MAX_DAYS_AHEAD = 365;

/** The last day `days` ahead of today in Nepal, as `YYYY-MM-DD`. */
export function latestDayAhead(days = MAX_DAYS_AHEAD, now: Date = new Date()): string {
  return todayInNepal(new Date(now.getTime() + days * 86_400_000));
}

/** The message for a day past latestDayAhead(): "<subject> can be at most 365 days ahead". */
export function tooFarAheadMessage(subject: string, days = MAX_DAYS_AHEAD): string {
  return `${subject} can be at most ${days} days ahead`;
}
