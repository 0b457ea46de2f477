import { isIPv6 } from "node:net";

/**
 * The address a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 network.
 * One IPv6 subscriber is usually given a whole /64, so counting single addresses would let one
 * caller draw a fresh count for every request.
 */
export function addressGroup(address: string): string {
  if (!isIPv6(address)) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  // An embedded IPv4 tail (::ffff:1.2.3.4) fills two groups; it never reaches the first four.
  const missing = 8 - left.length - right.length - (right.at(-1)?.includes(".") ? 1 : 0);
  const groups = tail === undefined ? left : [...left, ...Array(missing).fill("0"), ...right];
  const network = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ""));
  return `${network.join(":")}::/64`;
}
