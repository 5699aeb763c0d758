/** The part of autocannon's API the benches use (the package ships no types). */
declare module 'autocannon' {
  type Request = { path?: string; method?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: object) => object };
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string>; method?: string; body?: string; requests?: Request[] };
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p90: number; p99: number; average: number; max: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
