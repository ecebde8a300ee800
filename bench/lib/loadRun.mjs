// One bounded autocannon run against a loopback URL, with our own latency samples (autocannon's
// summary has no p95).
import autocannon from 'autocannon';

const at = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

/**
 * Runs `connections` clients against `url` for `seconds` (after a one-second warm-up), and answers
 * { rps, p50, p95, p99, errors, timeouts, non2xx, total }.
 */
export async function loadRun(url, { connections, seconds = 5, headers = {}, timeoutSeconds = 10, warmup = 1 }) {
  if (!/^http:\/\/127\.0\.0\.1:/.test(url)) throw new Error(`loopback only: ${url}`);
  if (warmup > 0) await autocannon({ url, connections, duration: warmup, headers, timeout: timeoutSeconds });
  const latencies = [];
  const instance = autocannon({ url, connections, duration: seconds, headers, timeout: timeoutSeconds });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: result.requests.total / (result.duration || seconds),
    p50: at(latencies, 50),
    p95: at(latencies, 95),
    p99: at(latencies, 99),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** One line of a results table. */
export function formatRun(name, r, baseline) {
  const ms = (v) => `${v.toFixed(1).padStart(7)} ms`;
  const ratio = baseline ? `${((100 * r.rps) / baseline.rps).toFixed(1).padStart(6)} % of SELECT 1` : '';
  return `  ${name.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  errors ${r.errors} timeouts ${r.timeouts} non-2xx ${r.non2xx}  ${ratio}`;
}
