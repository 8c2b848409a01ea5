import { isIP } from 'node:net';
import type { Context } from 'hono';

/*
 * The address a request came from, as the per-address limits count it. Behind N trusted
 * proxies the client is the N-th X-Forwarded-For entry from the right: each proxy appends the
 * address it saw, so the entries to the left of that are whatever the client chose to write.
 * IPv6 clients are grouped by their /64, the block one subscriber usually gets whole.
 */

/** The TCP peer of the request (the proxy's address, behind one). */
export function peerAddress(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The client's address, believing `trustedHops` proxies and no more, in the form limits count by. */
export function clientAddress(c: Context, trustedHops: number): string {
  const peer = peerAddress(c);
  if (trustedHops <= 0) return addressKey(peer);
  const forwarded = c.req.header('x-forwarded-for')?.split(',').map((entry) => entry.trim()).filter(Boolean) ?? [];
  if (forwarded.length === 0) return addressKey(peer);
  const chosen = forwarded[Math.max(0, forwarded.length - trustedHops)] ?? '';
  return isIP(stripMapped(chosen)) ? addressKey(chosen) : addressKey(peer);
}

const stripMapped = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/** IPv4 as it is; IPv6 as its /64 prefix; anything else as it came. */
export function addressKey(address: string): string {
  const plain = stripMapped(address);
  if (isIP(plain) !== 6) return plain;
  return `${expandIpv6(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, without zero compression or a zone. */
function expandIpv6(address: string): string[] {
  const bare = address.split('%')[0] ?? address;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((g) => (Number.parseInt(g, 16) || 0).toString(16));
}

/** Loopback, and not relayed: a proxy on the same machine makes every client look local. */
export function isLocalClient(c: Context): boolean {
  const peer = stripMapped(peerAddress(c));
  const loopback = peer === '::1' || /^127\./.test(peer);
  return loopback && !c.req.header('x-forwarded-for') && !c.req.header('forwarded');
}
