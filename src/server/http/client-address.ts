import { isIPv4, isIPv6 } from 'node:net';

const HEXTETS = 8;
const IPV6_NETWORK_HEXTETS = 4;

/** The eight 16-bit groups of an IPv6 address, with `::` and a dotted IPv4 tail written out. */
function ipv6Hextets(address: string): number[] | undefined {
  let text = address.split('%')[0]!.toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const missing = HEXTETS - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return undefined;
  const hextets = [...front, ...Array<number>(missing).fill(0), ...back];
  return hextets.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff)
    ? hextets
    : undefined;
}

/**
 * The key a client is counted under: an IPv4 address as it is, an IPv4-mapped IPv6 address as its IPv4
 * address, and any other IPv6 address by its /64 network, since one household or phone is usually given a
 * whole /64 and could otherwise take a fresh address for every attempt.
 */
export function clientAddressKey(ip: string): string {
  const trimmed = ip.trim();
  if (isIPv4(trimmed)) return trimmed;
  if (!isIPv6(trimmed)) return trimmed.toLowerCase().slice(0, 64);
  const hextets = ipv6Hextets(trimmed);
  if (!hextets) return trimmed.toLowerCase();
  const isMappedIPv4 = hextets.slice(0, 5).every((group) => group === 0) && hextets[5] === 0xffff;
  if (isMappedIPv4) {
    const [high, low] = [hextets[6]!, hextets[7]!];
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const network = hextets.slice(0, IPV6_NETWORK_HEXTETS).map((group) => group.toString(16));
  return `${network.join(':')}::/64`;
}
