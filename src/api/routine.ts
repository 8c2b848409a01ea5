import * as v from 'valibot';
import { callApi } from './client';
import { RoutineHistorySchema, RoutineListSchema, RoutineSchema } from '../contract/routine';

// Infaq Rutin's calls (server/routine/routine-actions.ts); every answer parsed with the contract.

export const listRoutines = (signal?: AbortSignal) =>
  callApi({ controller: 'routine', kode: 'list_routines', signal }, RoutineListSchema);

export const routineHistory = (id: number, signal?: AbortSignal) =>
  callApi({ controller: 'routine', kode: 'routine_history', query: { id }, signal }, RoutineHistorySchema);

export type NewRoutineFields = { program: string; amount: string; schedule: string; day?: string; weekday?: string; time_zone: string; whatsapp: '0' | '1' };

export const createRoutine = (fields: NewRoutineFields, idempotencyKey: string) =>
  callApi({ controller: 'routine', kode: 'create_routine', method: 'POST', body: fields, idempotencyKey }, RoutineSchema);

export type RoutineChangeFields = { id: string; action: 'pause' | 'resume' | 'stop' | 'change'; amount?: string; schedule?: string; day?: string; weekday?: string; whatsapp?: '0' | '1' };

export const changeRoutine = (fields: RoutineChangeFields, idempotencyKey: string, signal?: AbortSignal) =>
  callApi({ controller: 'routine', kode: 'change_routine', method: 'POST', body: fields, idempotencyKey, signal }, RoutineSchema);

export const linkRoutineDonation = (id: number, codeDonate: string) =>
  callApi({ controller: 'routine', kode: 'link_routine_donation', method: 'POST', body: { id: String(id), codeDonate }, idempotencyKey: `rutin-${id}-${codeDonate}` }, v.unknown());
