import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { donations, messages, programs, routineDonations, routines, users } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import { isProgramOpen } from '../../src/contract/program-open.ts';
import { formatProgramId, KENCLENG_TYPE, parseProgramId, programIdFits } from '../../src/contract/program-id.ts';
import { programKind, programPath } from '../../src/contract/program-ref.ts';
import { messageTexts } from '../../src/contract/pesan.ts';
import {
  nextRoutineDue, prefilledDonatePath, ROUTINE_CAP, routineMessages, routinePeriod, routineScheduleOf, scheduleFrom, scheduleText,
  type ChangeRoutineInput, type CreateRoutineInput, type Routine, type RoutineDonation, type RoutineSchedule,
} from '../../src/contract/routine.ts';
import type { WhatsAppGateway } from '../whatsapp/index.ts';

/*
 * Infaq Rutin: a person's regular gifts and the job that reminds them. Plain functions of
 * (db, input); the due job claims due rows with SKIP LOCKED and writes each row's next moment in
 * the same transaction, and the message's dedupe key names the routine's period, so a period is
 * reminded once even when two schedulers run at once or one restarts mid-claim.
 */

/** A refusal the controller turns into an Indonesian answer. */
export class RoutineRefusal extends Error {
  constructor(readonly reason: 'not-found' | 'program' | 'closed' | 'cap' | 'schedule', message: string, readonly field?: string) {
    super(message);
  }
}

type Row = typeof routines.$inferSelect;
type ProgramRow = { id: number; type: string; slug: string; header: string };

const scheduleOfRow = (r: Pick<Row, 'schedule' | 'day' | 'weekday'>): RoutineSchedule =>
  routineScheduleOf({ schedule: r.schedule as Routine['schedule'], day: r.day, weekday: r.weekday });

const toRoutine = (r: Row, p: ProgramRow): Routine => ({
  id: r.id, program_id: formatProgramId(p.type, p.id), program_title: p.header,
  program_path: programPath({ kind: programKind(p.type), slug: p.slug }),
  amount: r.amount, schedule: r.schedule as Routine['schedule'], day: r.day, weekday: r.weekday, time_zone: r.timeZone,
  whatsapp: r.whatsapp, status: r.status as Routine['status'], next_due_at: r.nextDueAt?.toISOString() ?? null, created_at: r.createdAt.toISOString(),
});

/** The program a routine gives to: a campaign by 'ID-…', or a mosque's own kencleng program by 'KM-…'. */
async function openProgram(db: Db, raw: string, now: Date): Promise<ProgramRow> {
  const parsed = parseProgramId(raw);
  if (!parsed) throw new RoutineRefusal('program', routineMessages.programNotFound, 'program');
  const [p] = await db.select({ id: programs.id, type: programs.type, slug: programs.slug, header: programs.header, allTime: programs.allTime, batasTanggal: programs.batasTanggal })
    .from(programs).where(eq(programs.id, parsed.id)).limit(1);
  if (!p || !programIdFits(parsed, p.type)) throw new RoutineRefusal('program', routineMessages.programNotFound, 'program');
  if (p.type !== KENCLENG_TYPE && !isProgramOpen(p, now)) throw new RoutineRefusal('closed', routineMessages.programClosed, 'program');
  return p;
}

function scheduleOrRefuse(fields: Parameters<typeof scheduleFrom>[0]): RoutineSchedule {
  const s = scheduleFrom(fields);
  if ('error' in s) throw new RoutineRefusal('schedule', s.error.message, s.error.field);
  return s;
}

const scheduleColumns = (s: RoutineSchedule) => ({
  schedule: s.kind, day: s.kind === 'bulanan' ? s.day : null, weekday: s.kind === 'mingguan' ? s.weekday : null,
});

/** A new routine for the account; refused past ROUTINE_CAP live routines (counted under a lock on the account). */
export async function createRoutine(db: Db, userId: number, input: CreateRoutineInput, now: Date): Promise<Routine> {
  const schedule = scheduleOrRefuse(input);
  const program = await openProgram(db, input.program, now);
  return db.transaction(async (tx) => {
    // Two creates at once from one account wait for each other here, so the cap holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(routines).where(and(eq(routines.userId, userId), ne(routines.status, 'stopped')));
    if ((counted?.n ?? 0) >= ROUTINE_CAP) throw new RoutineRefusal('cap', routineMessages.capReached);
    const [row] = await tx.insert(routines).values({
      userId, programId: program.id, amount: input.amount, ...scheduleColumns(schedule), timeZone: input.time_zone,
      whatsapp: input.whatsapp === '1', status: 'active', nextDueAt: new Date(nextRoutineDue(schedule, now.getTime(), input.time_zone)),
      createdAt: now, updatedAt: now,
    }).returning();
    return toRoutine(row!, program);
  });
}

const withProgram = (db: Db) => db.select({ r: routines, p: { id: programs.id, type: programs.type, slug: programs.slug, header: programs.header } })
  .from(routines).innerJoin(programs, eq(programs.id, routines.programId));

/** The account's routines that are not stopped, newest first. */
export async function listRoutines(db: Db, userId: number): Promise<Routine[]> {
  const rows = await withProgram(db).where(and(eq(routines.userId, userId), ne(routines.status, 'stopped'))).orderBy(desc(routines.id));
  return rows.map(({ r, p }) => toRoutine(r, p));
}

/** The account's own routine, or a refusal that says nothing of anyone else's. */
async function ownRoutine(db: Db, userId: number, id: number): Promise<{ r: Row; p: ProgramRow }> {
  const [found] = await withProgram(db).where(and(eq(routines.id, id), eq(routines.userId, userId), ne(routines.status, 'stopped'))).limit(1);
  if (!found) throw new RoutineRefusal('not-found', routineMessages.notFound);
  return found;
}

/** Pause, resume, stop, or a new amount / schedule / WhatsApp choice; answers the routine after. */
export async function changeRoutine(db: Db, userId: number, input: ChangeRoutineInput, now: Date): Promise<Routine> {
  const { r, p } = await ownRoutine(db, userId, input.id);
  let set: Partial<Row>;
  if (input.action === 'pause') set = { status: 'paused', nextDueAt: null };
  else if (input.action === 'stop') set = { status: 'stopped', nextDueAt: null };
  else {
    const schedule = input.schedule ? scheduleOrRefuse({ schedule: input.schedule, day: input.day, weekday: input.weekday }) : scheduleOfRow(r);
    const status = input.action === 'resume' ? 'active' : r.status;
    set = {
      status, ...(input.amount !== undefined ? { amount: input.amount } : {}), ...scheduleColumns(schedule),
      ...(input.whatsapp !== undefined ? { whatsapp: input.whatsapp === '1' } : {}),
      nextDueAt: status === 'active' ? new Date(nextRoutineDue(schedule, now.getTime(), r.timeZone)) : null,
    };
  }
  const [after] = await db.update(routines).set({ ...set, updatedAt: now }).where(and(eq(routines.id, r.id), eq(routines.userId, userId))).returning();
  return toRoutine(after!, p);
}

/** The donations made from the routine's reminders, newest first. */
export async function routineHistory(db: Db, userId: number, id: number): Promise<RoutineDonation[]> {
  const [own] = await db.select({ id: routines.id }).from(routines).where(and(eq(routines.id, id), eq(routines.userId, userId))).limit(1);
  if (!own) throw new RoutineRefusal('not-found', routineMessages.notFound);
  const rows = await db.select({ code: donations.code, amount: donations.amount, status: donations.status, createdAt: donations.createdAt })
    .from(routineDonations).innerJoin(donations, eq(donations.id, routineDonations.donationId))
    .where(eq(routineDonations.routineId, id)).orderBy(desc(donations.createdAt)).limit(120);
  return rows.map((d) => ({ code: d.code, amount: d.amount, status: d.status, created_at: d.createdAt.toISOString() }));
}

/**
 * Records that a donation came from the routine's reminder: only the account's own donation to the
 * routine's own program counts (a code of someone else's donation changes nothing).
 */
export async function linkRoutineDonation(db: Db, userId: number, id: number, code: string, now: Date): Promise<void> {
  const [own] = await db.select({ programId: routines.programId }).from(routines).where(and(eq(routines.id, id), eq(routines.userId, userId))).limit(1);
  if (!own) throw new RoutineRefusal('not-found', routineMessages.notFound);
  const [d] = await db.select({ id: donations.id }).from(donations)
    .where(and(eq(donations.code, code), eq(donations.userId, userId), eq(donations.programId, own.programId))).limit(1);
  if (!d) throw new RoutineRefusal('not-found', routineMessages.codeInvalid, 'codeDonate');
  await db.insert(routineDonations).values({ routineId: id, donationId: d.id, createdAt: now }).onConflictDoNothing();
}

/** Who to tell on WhatsApp once the claim is committed. */
type WhatsAppNote = { to: string; text: string };

/**
 * Claims the routines due by `now` (at most `limit`), writes each period's 'Waktunya Infaq Rutin'
 * message (dedupe key routine:<id>:<period>: a second claim of the same period inserts nothing)
 * and the row's next moment, in one transaction. The push dispatcher then pushes the new messages.
 */
export async function claimDueRoutines(db: Db, now: Date, limit = 500, origin: string | null = null): Promise<{ claimed: number; reminded: number; whatsapp: WhatsAppNote[] }> {
  return db.transaction(async (tx) => {
    const due = await tx.select({ r: routines, p: { id: programs.id, type: programs.type, slug: programs.slug, header: programs.header }, phone: users.whatsapp })
      .from(routines).innerJoin(programs, eq(programs.id, routines.programId)).innerJoin(users, eq(users.id, routines.userId))
      .where(and(eq(routines.status, 'active'), sql`${routines.nextDueAt} <= ${now}`))
      .orderBy(routines.nextDueAt).limit(limit)
      .for('update', { of: routines, skipLocked: true });
    let reminded = 0;
    const whatsapp: WhatsAppNote[] = [];
    for (const { r, p, phone } of due) {
      const schedule = scheduleOfRow(r);
      const dueAt = r.nextDueAt!.getTime();
      const period = routinePeriod(schedule, dueAt, r.timeZone);
      const link = prefilledDonatePath(programPath({ kind: programKind(p.type), slug: p.slug }), r.amount, r.id);
      const text = messageTexts.routineDue(p, r.amount, scheduleText(schedule), link);
      const inserted = await tx.insert(messages).values({
        kind: 'routine-due', dedupeKey: `routine:${r.id}:${period}`, userId: r.userId, audience: 'personal',
        title: text.title, body: text.body, link: text.link, action: text.action, createdAt: now,
      }).onConflictDoNothing({ target: messages.dedupeKey }).returning({ id: messages.id });
      if (inserted.length > 0) {
        reminded += 1;
        if (r.whatsapp) whatsapp.push({ to: `62${phone}`, text: `${text.title}\n${text.body}\n${origin ?? ''}${link}` });
      }
      // From the later of the due moment and now: a server down for a week reminds once, not seven times.
      const next = nextRoutineDue(schedule, Math.max(dueAt, now.getTime()), r.timeZone);
      await tx.update(routines).set({ nextDueAt: new Date(next), lastPeriod: period }).where(eq(routines.id, r.id));
    }
    return { claimed: due.length, reminded, whatsapp };
  });
}

/** Runs the due job until nothing is due; WhatsApp notes go out after their claim committed. */
export async function runDueRoutines(db: Db, now: Date, whatsappGateway: WhatsAppGateway | undefined, log: Logger, origin: string | null = null): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = 500;
    const { claimed, reminded, whatsapp } = await claimDueRoutines(db, now, batch, origin);
    total += reminded;
    for (const note of whatsapp) {
      await whatsappGateway?.send(note.to, note.text).catch((error: unknown) => log.error('routine WhatsApp failed', { error: error instanceof Error ? error.message : String(error) }));
    }
    if (claimed < batch) break;
  }
  if (total > 0) log.info('infaq rutin reminded', { count: total });
  return total;
}
