/**
 * The client's address behind `trustedProxies` proxies, as Express's numeric `trust proxy` reads it: the connection's
 * own address, then X-Forwarded-For from right to left, one entry per trusted hop (never past the left-most). With 0
 * trusted proxies a client cannot choose its address by sending the header.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trustedProxies: number): string | undefined {
  if (trustedProxies <= 0 || forwardedFor === undefined) return socketAddress;
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = [socketAddress, ...forwarded.reverse()];
  return hops[Math.min(trustedProxies, hops.length - 1)];
}
