import net from 'node:net';

/**
 * TRUST_PROXY: whom to believe about the client's address. Off by default — the address is the
 * TCP peer's, and `X-Forwarded-For` is ignored (anyone can send it). Behind a reverse proxy set
 * either a hop count (`TRUST_PROXY=1`: one proxy of ours appends to X-Forwarded-For) or a list of
 * our proxies' addresses and subnets (`TRUST_PROXY=127.0.0.1,10.0.0.0/8,::1`); the client is then
 * the right-most address in `X-Forwarded-For` + peer that is not one of ours.
 */
type Env = Record<string, string | undefined>;
export type ProxyTrust = { kind: 'off' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: net.BlockList };

const cache = new Map<string, ProxyTrust>();

export function proxyTrust(env: Env = process.env): ProxyTrust {
  const raw = (env.TRUST_PROXY ?? '').trim();
  const hit = cache.get(raw);
  if (hit) return hit;
  let trust: ProxyTrust = { kind: 'off' };
  if (/^\d{1,2}$/.test(raw) && Number(raw) > 0) trust = { kind: 'hops', hops: Number(raw) };
  else if (raw && !/^(0|false|off|no)$/i.test(raw)) {
    const list = new net.BlockList();
    for (const entry of raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [address, bits] = entry.split('/');
      const type = net.isIPv6(address!) ? 'ipv6' : 'ipv4';
      if (!net.isIP(address!)) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address or subnet`);
      if (bits === undefined) list.addAddress(address!, type);
      else list.addSubnet(address!, Number(bits), type);
    }
    trust = { kind: 'list', list };
  }
  cache.set(raw, trust);
  return trust;
}

const plain = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

function trusted(list: net.BlockList, address: string): boolean {
  const a = plain(address);
  return list.check(a, net.isIPv6(a) ? 'ipv6' : 'ipv4');
}

/** Whether `peer` is one of our proxies per TRUST_PROXY (a hop count trusts whoever is next in line). */
export function fromTrustedProxy(peer: string | undefined, env: Env = process.env): boolean {
  const trust = proxyTrust(env);
  if (trust.kind === 'off' || !peer) return false;
  return trust.kind === 'hops' || trusted(trust.list, peer);
}

/** The client's address: the peer's, or per TRUST_PROXY the right one of X-Forwarded-For. */
export function clientAddressOf(peer: string, forwardedFor: string | null, env: Env = process.env): string {
  const trust = proxyTrust(env);
  if (trust.kind === 'off' || !forwardedFor) return peer;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    peer,
  ];
  let index: number;
  if (trust.kind === 'hops') {
    index = Math.max(0, chain.length - 1 - trust.hops);
  } else {
    index = chain.length - 1;
    while (index > 0 && net.isIP(plain(chain[index]!)) && trusted(trust.list, chain[index]!)) index--;
  }
  const candidate = plain(chain[index] ?? peer);
  return net.isIP(candidate) ? candidate : peer;
}
