import { describe, expect, it } from 'vitest';
import { parseReminderSearch } from '../../../../src/features/pesan/reminder-search';

describe('Pengaturan ?pengingat=', () => {
  it('keeps a prayer a reminder can be set for and drops anything else', () => {
    expect(parseReminderSearch({ pengingat: 'maghrib' })).toEqual({ pengingat: 'maghrib' });
    expect(parseReminderSearch({ pengingat: 'imsak', other: 'x' })).toEqual({ pengingat: 'imsak' });
    for (const bad of ['terbit', 'MAGHRIB', '', 3, ['maghrib'], null, undefined]) expect(parseReminderSearch({ pengingat: bad })).toEqual({});
  });
});
