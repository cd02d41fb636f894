import net from 'node:net';
import type http from 'node:http';

/**
 * The address a connection counts against. Without a trusted proxy it is the peer of the TCP connection; behind one
 * (`trustProxy`) it is the last entry of `X-Forwarded-For`, the one our proxy appended: earlier entries come from
 * the client and can say anything.
 */
export function clientAddress(request: http.IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const header = Array.isArray(forwarded) ? forwarded.join(',') : forwarded;
  const fromProxy = trustProxy && header ? header.split(',').at(-1)!.trim() : '';
  return addressKey(fromProxy || request.socket.remoteAddress || 'unknown');
}

/**
 * IPv4 as is (also when written as an IPv4-mapped IPv6 address); IPv6 by its /64 prefix, since a single host
 * usually owns a whole /64 and could otherwise pick a fresh address for every connection.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (net.isIPv6(address)) return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
  return address;
}

/** The eight 16-bit groups of an IPv6 address, as lowercase hex without leading zeros. */
function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return groups.map((group) => parseInt(group, 16).toString(16));
}
