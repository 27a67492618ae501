// An open-loop load at a fixed request rate: requests are started on a schedule (evenly spaced, checked
// every 5 ms) whatever the answers do, and each latency runs from the request's scheduled time to the end
// of its answer, so a stalled server or a busy load process shows in the latency instead of lowering the
// rate (no coordinated omission; autocannon's rate limit fires each connection's share at the start of
// every second, and corrects for omission as if one request were due every millisecond).
import { Agent, request as httpRequest } from 'node:http';

/**
 * Sends `rate` requests per second for `seconds` to `origin`, cycling through `requests`.
 * @param {{ origin: string, rate: number, seconds: number, requests: { name: string, method: string, path: string, headers: Record<string, string>, body?: string }[] }} options
 * @returns {Promise<{ sent: number, latencies: number[], errors: number, byName: Record<string, { latencies: number[], acknowledged: number }>, elapsedS: number }>}
 */
export function openLoop({ origin, rate, seconds, requests }) {
  const { hostname, port } = new URL(origin);
  const agent = new Agent({ keepAlive: true, maxSockets: 512 });
  const byName = Object.fromEntries(requests.map((entry) => [entry.name, { latencies: [], acknowledged: 0 }]));
  const latencies = [];
  const total = Math.max(1, Math.round(rate * seconds));
  let sent = 0;
  let done = 0;
  let errors = 0;
  const start = performance.now();
  return new Promise((resolvePromise) => {
    const finish = () => {
      done += 1;
      if (done === total) {
        agent.destroy();
        resolvePromise({ sent, latencies, errors, byName, elapsedS: (performance.now() - start) / 1000 });
      }
    };
    const fire = (scheduled) => {
      const entry = requests[sent % requests.length];
      sent += 1;
      const req = httpRequest({ hostname, port, agent, method: entry.method, path: entry.path, headers: entry.headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => { body += chunk; });
        res.on('end', () => {
          const latency = performance.now() - scheduled;
          latencies.push(latency);
          byName[entry.name].latencies.push(latency);
          if (res.statusCode === 200 && body.includes('"code":0')) byName[entry.name].acknowledged += 1;
          else errors += 1;
          finish();
        });
      });
      req.on('error', () => { errors += 1; finish(); });
      req.end(entry.body);
    };
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (sent < due) fire(start + (sent / rate) * 1000);
      if (sent >= total) clearInterval(timer);
    }, 5);
  });
}

/**
 * The value at fraction `q` (0–1) of `values` (nearest rank), in ms rounded to 0.1; null when empty.
 * @param {number[]} values
 * @param {number} q
 */
export function quantile(values, q) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] * 10) / 10;
}
