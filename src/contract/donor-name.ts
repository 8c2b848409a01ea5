/*
 * The name others see of a donor. A donor may tick 'Sembunyikan nama saya (Hamba Allah)' on the
 * donate form (spec: the form's `anonim`); every public list (Riwayat Infaq, the prayers, a
 * fundraiser's note) then says 'Hamba Allah', while the receipt and the donor's own history keep
 * the real name. A name left blank reads the same way.
 */

export const HIDDEN_DONOR_NAME = 'Hamba Allah';

/** The donate form's option, word for word. */
export const HIDE_NAME_LABEL = 'Sembunyikan nama saya (Hamba Allah)';

/** What a stranger reads for this donor: the name, or 'Hamba Allah' when it is hidden or blank. */
export function publicDonorName(name: string, hidden: boolean): string {
  return hidden ? HIDDEN_DONOR_NAME : name.trim() || HIDDEN_DONOR_NAME;
}
