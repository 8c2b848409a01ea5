import { sql } from 'drizzle-orm';
import { donations } from './schema.ts';
import type { QurbanShareKind } from '../../src/contract/paid-for.ts';

// What animal a donation paying toward a qurban booking is for (mosques/qurban-payments.ts links
// them), so its receipt says 'Qurban 1/7 sapi' rather than 'Donasi'. Null for every other donation.

export const qurbanKindSql = sql<QurbanShareKind | null>`(select a.kind from qurban_payments qp
  join qurban_bookings b on b.id = qp.booking_id join qurban_animals a on a.id = b.animal_id
  where qp.donation_id = ${donations.id})`;
