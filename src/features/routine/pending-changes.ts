import type { Routine } from '../../contract/routine';
import type { OutboxEntry } from '../../db/database';

/**
 * The routine list with the changes still waiting in the outbox laid over it, oldest first, so
 * a change made offline shows at once and stays through a reload until the server has it.
 */
export function withPendingChanges(list: readonly Routine[], pending: readonly OutboxEntry[]): (Routine & { waiting: boolean })[] {
  const byId = new Map(list.map((r) => [String(r.id), { ...r, waiting: false }]));
  for (const entry of pending) {
    const p = entry.payload;
    const r = p.id ? byId.get(p.id) : undefined;
    if (!r) continue;
    r.waiting = true;
    if (p.action === 'pause') r.status = 'paused';
    else if (p.action === 'resume') r.status = 'active';
    else if (p.action === 'stop') r.status = 'stopped';
    if (p.amount) r.amount = Number(p.amount);
    if (p.schedule === 'bulanan' || p.schedule === 'mingguan' || p.schedule === 'jumat') {
      r.schedule = p.schedule;
      r.day = p.day ? Number(p.day) : null;
      r.weekday = p.weekday ? Number(p.weekday) : null;
    }
  }
  return [...byId.values()].filter((r) => r.status !== 'stopped');
}
