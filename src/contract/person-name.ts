/*
 * A person's chosen name as it appears in someone else's inbox or lock screen ('Ahmad dan 4 orang
 * lainnya mengaminkan doamu', 'Budi berdonasi …'). The name is typed by a stranger to the reader,
 * so it is shown as a name only: letters, marks, digits and the punctuation names use, no word that
 * looks like a link, an address or a phone number (in one word or spread over several), and at most
 * PERSON_NAME_MAX characters.
 */

import { HIDDEN_DONOR_NAME } from './donor-name';

export const PERSON_NAME_MAX = 30;
/** A name that carries no name reads as a donor who hid theirs. */
const FALLBACK = HIDDEN_DONOR_NAME;

/** bit.ly/x1, wa.me, x.com, ｂｉｔ．ｌｙ (after NFKC), user@host, http, www: a link or address, not a name. */
const LINK_LIKE = /[./@:\\]\p{L}|[/@:\\]|^(https?|www)$/iu;
/** Five digits in a row are a phone number or a code, never part of a name. */
const NUMBER_LIKE = /\d{5}/u;

/**
 * A number or a link anywhere in it, read with the spaces taken out, so one spread over several
 * words ('0812 3456 7890', 'wa . me / x') is seen too: such a name is no name, and the reader sees
 * the fallback rather than what is left of it.
 */
const SPREAD_NUMBER = /(?:\p{Nd}\D*){5}/u;
const SPREAD_LINK = /https?|www\.|\.(?:com|id|net|org|co|ly|me|io|link|xyz|info|biz|site|online|my)(?!\p{L})/iu;
const carriesContact = (name: string) => {
  const compact = name.replace(/\s+/gu, '');
  return SPREAD_NUMBER.test(compact) || SPREAD_LINK.test(compact);
};

export function plainPersonName(raw: string | null | undefined): string {
  const text = (raw ?? '').normalize('NFKC');
  if (carriesContact(text)) return FALLBACK;
  const words = text
    // Control, format (bidi overrides, zero-width), private-use and unassigned characters: spaces.
    .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu, ' ')
    .split(/\s+/u)
    .filter((word) => !LINK_LIKE.test(word) && !NUMBER_LIKE.test(word))
    .map((word) => word.replace(/[^\p{L}\p{M}\p{N}'’.-]/gu, ''))
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  let name = '';
  for (const word of words) {
    const next = name ? `${name} ${word}` : word;
    if (next.length > PERSON_NAME_MAX) {
      if (!name) name = word.slice(0, PERSON_NAME_MAX);
      break;
    }
    name = next;
  }
  return name || FALLBACK;
}
