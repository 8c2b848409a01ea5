import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { MessageListSchema, MESSAGE_KINDS } from '../../../src/contract/pesan';

// An installed app is older than the server it talks to until it updates itself: a message of a
// kind it does not know yet must not make its whole Pesan list unreadable.

const message = (kind: string, id = 1) => ({ id, kind, title: 'Judul', body: 'Isi', link: null, action: null, read: false, created_at: '2027-03-02T02:00:00.000Z' });

describe('Pesan kinds', () => {
  it('reads every kind it knows as that kind', () => {
    const parsed = v.parse(MessageListSchema, MESSAGE_KINDS.map((kind, i) => message(kind, i + 1)));
    expect(parsed.map((m) => m.kind)).toEqual([...MESSAGE_KINDS]);
  });

  it("reads a newer server's kind as an announcement, and the rest of the list as it is", () => {
    const parsed = v.parse(MessageListSchema, [message('roster-reminder', 1), message('kind-of-2028', 2)]);
    expect(parsed.map((m) => m.kind)).toEqual(['roster-reminder', 'announcement']);
  });
});
