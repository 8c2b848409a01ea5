import * as v from 'valibot';
import type { JariyahDatabase } from './database';
import { readKv, writeKv } from './kv';

/*
 * 'Pengingat & Notifikasi' on this device: the choices (their shape is checked by features/pesan)
 * and what the push subscription was last sent with, so it is sent again only after a change.
 */
export const REMINDER_CHOICES_KEY = 'reminder-choices';
export const REMINDER_SENT_KEY = 'reminder-sent';

export const readReminderValue = <S extends v.GenericSchema>(schema: S, database?: JariyahDatabase) => readKv(REMINDER_CHOICES_KEY, schema, database);
export const writeReminderValue = (value: unknown, database?: JariyahDatabase) => writeKv(REMINDER_CHOICES_KEY, value, database);
export const readReminderSent = (database?: JariyahDatabase) => readKv(REMINDER_SENT_KEY, v.string(), database);
export const writeReminderSent = (sent: string, database?: JariyahDatabase) => writeKv(REMINDER_SENT_KEY, sent, database);
