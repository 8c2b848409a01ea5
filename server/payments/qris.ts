// EMVCo Merchant-Presented-Mode QR payloads, the format QRIS uses: a string of TLV fields
// (two-digit id, two-digit length, value) ending in a CRC16-CCITT of everything before it.

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo QR tag 63 requires; 4 upper-case hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One TLV field; EMVCo values are at most 99 characters. */
export function tlv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`bad EMV tag ${id}`);
  if (value.length > 99) throw new Error(`EMV tag ${id} too long`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

export type TlvField = { id: string; value: string };

/** Splits a TLV string into its fields; throws on a malformed one (used by tests and readers). */
export function parseTlv(payload: string): TlvField[] {
  const fields: TlvField[] = [];
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(payload.slice(i + 2, i + 4)) || i + 4 + len > payload.length) {
      throw new Error(`malformed TLV at ${i}`);
    }
    fields.push({ id, value: payload.slice(i + 4, i + 4 + len) });
    i += 4 + len;
  }
  return fields;
}

/** True when the payload ends in tag 63 holding the right CRC. */
export function hasValidCrc(payload: string): boolean {
  if (payload.length < 8 || payload.slice(-8, -4) !== '6304') return false;
  return crc16ccitt(payload.slice(0, -4)) === payload.slice(-4);
}

export type QrisMerchant = {
  /** Reverse-domain id of the acquirer (tag 26 sub-tag 00). */
  acquirerGuid: string;
  /** Merchant PAN (tag 26 sub-tag 01), 19 digits in QRIS. */
  merchantPan: string;
  /** National Merchant ID (tag 51 sub-tag 02). */
  nmid: string;
  name: string;
  city: string;
  postalCode: string;
  /** ISO 18245 merchant category: 8661 religious organisations. */
  mcc: string;
};

/** A dynamic (single-use, amount included) QRIS payload for one donation. */
export function buildQrisPayload(merchant: QrisMerchant, amount: number, reference: string): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error('QRIS amount must be a positive whole number');
  const body = [
    tlv('00', '01'), // payload format indicator
    tlv('01', '12'), // point of initiation: dynamic
    tlv('26', tlv('00', merchant.acquirerGuid) + tlv('01', merchant.merchantPan) + tlv('02', merchant.nmid) + tlv('03', 'UMI')),
    tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', merchant.nmid) + tlv('03', 'UMI')),
    tlv('52', merchant.mcc),
    tlv('53', '360'), // IDR
    tlv('54', String(amount)),
    tlv('58', 'ID'),
    tlv('59', merchant.name.slice(0, 25)),
    tlv('60', merchant.city.slice(0, 15)),
    tlv('61', merchant.postalCode),
    tlv('62', tlv('01', reference.slice(0, 25)) + tlv('05', reference.slice(0, 25))), // bill number, reference label
  ].join('');
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16ccitt(withCrcTag);
}
