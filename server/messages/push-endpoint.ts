import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { DEFAULT_PUSH_SERVICE_HOSTS } from '../config.ts';

export { DEFAULT_PUSH_SERVICE_HOSTS };

/*
 * Where the server may POST a Web Push: a browser hands us an endpoint URL and we call it at a time
 * the subscriber picks, so an endpoint is a request the subscriber makes from inside our network.
 * Two rules keep that request pointed at the browsers' push services:
 * - at subscribe time the URL must be https on the default port, without userinfo, on a host of the
 *   allow-list (exact names or `*.suffix` patterns; a trailing dot or any other spelling is refused);
 * - at send time every address the name resolves to must be public unicast, so a listed name that
 *   someone points at 10.x, 169.254.169.254 or ::1 is not called.
 * Outside production, loopback endpoints (a test's or a developer's own push service) are allowed.
 */

export type PushEndpointPolicy = {
  /** Exact host names and `*.suffix` patterns (the star stands for one or more labels). */
  hosts: readonly string[];
  /** Outside production: loopback endpoints over http or https, any port. */
  allowLoopback: boolean;
};

export const pushEndpointPolicy = (config: { env: 'development' | 'production' | 'test'; pushServiceHosts: readonly string[] }): PushEndpointPolicy =>
  ({ hosts: config.pushServiceHosts, allowLoopback: config.env !== 'production' });

function hostAllowed(host: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => pattern.startsWith('*.')
    ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
    : host === pattern);
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The subscribe-time rule: an endpoint the server may ever post to. */
export function acceptablePushEndpoint(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (policy.allowLoopback && LOOPBACK_NAMES.has(url.hostname)) return url.protocol === 'http:' || url.protocol === 'https:';
  // URL has already lower-cased the name and dropped a default :443; anything left in port is another port.
  if (url.protocol !== 'https:' || url.port !== '') return false;
  return hostAllowed(url.hostname, policy.hosts);
}

/** Public unicast only: no private, loopback, link-local (cloud metadata), CGNAT, multicast or reserved range. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
}

export class PushDestinationRefused extends Error {}

export type Resolve = (host: string) => Promise<readonly LookupAddress[]>;
const resolveAll: Resolve = (host) => dnsLookup(host, { all: true, verbatim: true });

/**
 * The send-time rule: refuses (throws PushDestinationRefused) unless the endpoint still passes the
 * subscribe-time rule and every address its name resolves to is public (loopback too, outside
 * production). Every address, not the first: the connection may use any of them.
 */
export async function assertPushDestination(endpoint: string, policy: PushEndpointPolicy, resolve: Resolve = resolveAll): Promise<void> {
  if (!acceptablePushEndpoint(endpoint, policy)) throw new PushDestinationRefused('endpoint not on the push allow-list');
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host) ? [{ address: host, family: host.includes(':') ? 6 : 4 }] : await resolve(host);
  if (addresses.length === 0) throw new PushDestinationRefused('push host has no address');
  for (const { address } of addresses) {
    const loopback = ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
    if (!(isPublicAddress(address) || (policy.allowLoopback && loopback))) {
      throw new PushDestinationRefused(`push host resolves to a non-public address (${address})`);
    }
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The address rule again at the moment of connecting: a `lookup` for the sender's connections,
 * so a name that resolved to public addresses when checked and to an inside one a moment later
 * (DNS rebinding) is still never connected to.
 */
export function checkedLookup(policy: PushEndpointPolicy, resolve: Resolve = resolveAll) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    resolve(hostname).then((addresses) => {
      const allowed = addresses.filter(({ address }) => isPublicAddress(address) || (policy.allowLoopback && ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback'));
      if (allowed.length === 0 || allowed.length < addresses.length) {
        callback(Object.assign(new PushDestinationRefused(`push host ${hostname} resolves to a non-public address`), { code: 'EPUSHREFUSED' }), []);
      } else if (options.all) {
        callback(null, [...allowed]);
      } else {
        callback(null, allowed[0]!.address, allowed[0]!.family);
      }
    }, (error: NodeJS.ErrnoException) => callback(error, []));
  };
}
