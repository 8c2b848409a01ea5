import { describe, expect, it } from 'vitest';
import { isbatSlots } from '../../../../src/features/admin/isbat-slots';
import { BUILT_IN_ISBAT } from '../../../../src/contract/isbat-decisions';

// The isbat panel shows which of the year's isbat months still lack a decision, so a gap such as
// 1 Zulhijah 1447 (May 2026) is seen and recorded, not silently left to the hisab.

describe('the isbat list', () => {
  it('lists 1 Zulhijah 1447 as not yet recorded in December 2026, with the MABIMS day the phones follow', () => {
    const slots = isbatSlots(BUILT_IN_ISBAT, '2026-12-06');
    const missing = slots.filter((s) => !s.decided);
    expect(missing).toEqual([{ year: 1447, month: 12, decided: false, hisab: '2026-05-18' }]);
    // Every decision stays, newest first, the gap in its place.
    expect(slots.filter((s) => s.decided)).toHaveLength(BUILT_IN_ISBAT.length);
    expect(slots.slice(0, 3).map((s) => `${s.year}-${s.month}`)).toEqual(['1447-12', '1447-10', '1447-9']);
  });

  it('does not call a month missing before it has begun, nor before the table starts', () => {
    const slots = isbatSlots(BUILT_IN_ISBAT, '2026-05-10'); // before 1 Zulhijah 1447
    expect(slots.filter((s) => !s.decided)).toEqual([]);
    expect(slots.some((s) => s.year === 1444 && s.month < 12)).toBe(false);
  });

  it('a recorded decision fills its gap', () => {
    const slots = isbatSlots([...BUILT_IN_ISBAT, { year: 1447, month: 12, firstDay: '2026-05-18' }], '2026-12-06');
    expect(slots.every((s) => s.decided)).toBe(true);
  });
});
