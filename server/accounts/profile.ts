import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import type { WhatsAppGateway } from '../whatsapp/index.ts';
import { findUserByPhone, isUniqueViolation, toUserAnswer, type UserRow } from './users.ts';
import { deleteAvatar, parseAvatarDataUrl, saveAvatar } from '../lib/uploads.ts';
import { consumeProof, guardOtpSend, issueCode, waNumber } from './otp.ts';
import { revokeAllSessions } from '../lib/sessions.ts';
import { invalidInput, Refusal } from '../lib/refusal.ts';
import { brand } from '../../src/contract/brand.ts';
import { OTP_MESSAGES } from '../../src/contract/auth.ts';
import { jakartaDate } from '../../src/contract/jakarta-date.ts';
import { userMessages, type EditProfileAnswer, type EditProfileSchema } from '../../src/contract/user.ts';
import type * as v from 'valibot';

export type ProfileDeps = { whatsapp: WhatsAppGateway; pepper: string; dataDir: string; log: Logger };
type Edit = v.InferOutput<typeof EditProfileSchema>;

const needsProof = () => new Refusal('forbidden', OTP_MESSAGES.proof, { proof: OTP_MESSAGES.proof });

async function update(db: Db, userId: number, set: Partial<typeof users.$inferInsert>): Promise<UserRow> {
  const rows = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  const row = rows[0];
  if (!row) throw new Refusal('not-found', 'Akun tidak ditemukan');
  return row;
}

/** Sets the avatar and answers the one it replaced, in one transaction holding the row's lock. */
async function swapAvatar(db: Db, userId: number, name: string): Promise<{ row: UserRow; previous: string | null }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
    if (!current) throw new Refusal('not-found', 'Akun tidak ditemukan');
    const [row] = await tx.update(users).set({ avatar: name }).where(eq(users.id, userId)).returning();
    return { row: row!, previous: current.avatar };
  });
}

const saved = (row: UserRow): EditProfileAnswer => ({ pending: false, loggedOut: false, user: toUserAnswer(row) });

/** Shows a number as +62 812-****-890 in a message, enough to recognise it. */
const masked = (phone: string) => `+62 ${phone.slice(0, 3)}****${phone.slice(-3)}`;

/**
 * Applies one edit_profile change for the logged-in user (flows in src/contract/user.ts).
 * Bad input throws a Refusal (invalid, forbidden, conflict) and changes nothing.
 */
/** `otpTicket` gives the asking browser's one-time-code ticket (setting it when new: http/cookies.ts). */
type ProfileContext = { now: Date; ip: string; addressFactor?: number; otpTicket: () => string };

export async function editProfile(db: Db, deps: ProfileDeps, user: UserRow, edit: Edit, ctx: ProfileContext): Promise<EditProfileAnswer> {
  const { now } = ctx;
  switch (edit.editType) {
    case 'fullname':
      return saved(await update(db, user.id, { nama: edit.editValue }));
    case 'address':
      return saved(await update(db, user.id, { alamat: edit.editValue }));
    case 'gender':
      return saved(await update(db, user.id, { kelamin: edit.editValue }));
    case 'greeting':
      return saved(await update(db, user.id, { sapaan: edit.editValue }));
    case 'birthdate':
      if (edit.editValue > jakartaDate(now)) throw invalidInput({ editValue: userMessages.birthdate });
      return saved(await update(db, user.id, { tglLahir: edit.editValue }));
    case 'email': {
      const proof = await consumeProof(db, { token: edit.proof, phone: user.whatsapp, purpose: 'change-phone-current', userId: user.id }, now);
      if (!proof) throw needsProof();
      return saved(await update(db, user.id, { email: edit.editValue }));
    }
    case 'avatar': {
      const image = parseAvatarDataUrl(edit.editValue);
      if ('error' in image) throw invalidInput({ editValue: image.error });
      const name = await saveAvatar(deps.dataDir, image);
      let swapped: { row: UserRow; previous: string | null };
      try {
        swapped = await swapAvatar(db, user.id, name);
      } catch (error) {
        await deleteAvatar(deps.dataDir, name).catch(() => undefined);
        throw error;
      }
      // The picture this upload replaced (read under the row's lock, so parallel uploads each
      // replace the one before and no file is left behind) goes once the new one is in place.
      if (swapped.previous && swapped.previous !== name) {
        await deleteAvatar(deps.dataDir, swapped.previous).catch((error: unknown) => deps.log.error('avatar delete failed', { error: String(error) }));
      }
      return saved(swapped.row);
    }
    case 'whatsapp':
      return changePhone(db, deps, user, edit.editValue, edit.proof, ctx);
  }
}

/** Steps 3 and 5 of the phone change (src/contract/user.ts). */
async function changePhone(db: Db, deps: ProfileDeps, user: UserRow, phone: string, token: string | undefined, ctx: ProfileContext): Promise<EditProfileAnswer> {
  const { now } = ctx;
  if (phone === user.whatsapp) throw invalidInput({ editValue: userMessages.phoneSame });
  const owner = await findUserByPhone(db, phone);
  if (owner && owner.id !== user.id) throw new Refusal('conflict', userMessages.phoneTaken, { editValue: userMessages.phoneTaken });

  // Step 5: the new number's own code was verified → switch.
  if (await consumeProof(db, { token, phone, purpose: 'change-phone-new', userId: user.id }, now)) {
    let row: UserRow;
    try {
      row = await update(db, user.id, { whatsapp: phone });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Refusal('conflict', userMessages.phoneTaken, { editValue: userMessages.phoneTaken });
      throw error;
    }
    await revokeAllSessions(db, user.id, now);
    const text = `Assalamu'alaikum! Nomor Whatsapp akun ${brand.name} kamu baru saja diganti ke ${masked(phone)}. `
      + `Nomor ini tidak lagi dipakai untuk masuk. Jika bukan kamu yang menggantinya, segera hubungi kami di ${brand.contact.phone}.`;
    await deps.whatsapp.send(waNumber(user.whatsapp), text).catch((error: unknown) => deps.log.error('whatsapp send failed', { error: String(error) }));
    return { pending: false, loggedOut: true, user: toUserAnswer(row) };
  }

  // Step 3: the current number was verified → send a code to the new number.
  if (!token) throw needsProof();
  const ticket = ctx.otpTicket();
  const guarded = await guardOtpSend(db, { phone, ip: ctx.ip, ticket, addressFactor: ctx.addressFactor }, now);
  if (!(await consumeProof(db, { token, phone: user.whatsapp, purpose: 'change-phone-current', userId: user.id }, now))) {
    await guarded.giveBack(); // refused: the send counts nowhere
    throw needsProof();
  }
  const onSendError = (error: unknown) => deps.log.error('whatsapp send failed', { error: String(error) });
  const sent = await issueCode(db, { ...deps, onSendError }, { phone, purpose: 'change-phone-new', userId: user.id, ticket }, now, guarded);
  return { pending: true, phone, expiresAt: sent.expiresAt };
}
