import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What a fault does to a request whose path matches:
 * - `delay`: waits `ms` before forwarding;
 * - `stall`: sends the headers (full length) and `fraction` of the body (default 0.25), then hangs until
 *   `clear()` or `close()` cuts it;
 * - `reset`: destroys the connection before any answer;
 * - `status`: answers `status` itself (the upstream is not asked);
 * - `truncate`: a complete answer holding only the first `fraction` of the body (consistent length);
 * - `corrupt`: text bodies (playlists, manifests, JSON) get every letter's case swapped, so their tags are
 *   garbage; other bodies get every 16th byte inverted;
 * - `contentType`: the answer's content type is `type`.
 */
export type Fault =
  | { kind: 'delay'; ms: number }
  | { kind: 'stall'; fraction?: number }
  | { kind: 'reset' }
  | { kind: 'status'; status: 404 | 500 | 503 }
  | { kind: 'truncate'; fraction: number }
  | { kind: 'corrupt' }
  | { kind: 'contentType'; type: string };

/** A fault plus its counters: it skips the first `after` matching requests, then applies `times` times (default: always). */
export type FaultRule = Fault & { times?: number; after?: number };

export interface ProxyHit {
  method: string;
  /** Path and query as requested. */
  url: string;
  /** The fault applied to it, if any. */
  fault?: Fault['kind'];
  at: number;
}

export interface FaultProxy {
  /** The proxy's origin, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** Adds a fault for requests whose path (without the query) matches `pattern`; the first matching rule with uses left applies. */
  fault(pattern: RegExp, rule: FaultRule): void;
  /** Removes every fault and cuts the stalled answers (so clients see an error and may retry). */
  clear(): void;
  /** Requests whose path matches `pattern` (all with none), since the start or the last `resetHits()`. */
  hits(pattern?: RegExp): ProxyHit[];
  resetHits(): void;
  close(): Promise<void>;
}

interface ActiveRule {
  pattern: RegExp;
  rule: FaultRule;
  seen: number;
  applied: number;
}

const pathOf = (url: string) => url.split('?')[0] ?? url;

const isText = (headers: IncomingHttpHeaders, path: string) =>
  /mpegurl|dash\+xml|json|text|xml/i.test(String(headers['content-type'] ?? '')) || /\.(m3u8|mpd|json|vtt|srt)$/i.test(path);

function corrupt(body: Buffer, text: boolean): Buffer {
  if (text) return Buffer.from(body.toString('utf8').replace(/[a-z]/gi, (c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())));
  const copy = Buffer.from(body);
  for (let index = 0; index < copy.length; index += 16) copy[index] = copy[index]! ^ 0xff;
  return copy;
}

/** Starts a proxy on a free loopback port forwarding everything to `upstream` (an origin), with faults per path pattern. */
export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  const agent = new Agent({ keepAlive: true });
  const rules: ActiveRule[] = [];
  let hits: ProxyHit[] = [];
  const stalled = new Set<ServerResponse>();
  const sockets = new Set<Socket>();

  const pick = (path: string): FaultRule | undefined => {
    for (const active of rules) {
      if (!active.pattern.test(path)) continue;
      active.seen += 1;
      if (active.seen <= (active.rule.after ?? 0)) continue;
      if (active.rule.times !== undefined && active.applied >= active.rule.times) continue;
      active.applied += 1;
      return active.rule;
    }
    return undefined;
  };

  const forward = (req: IncomingMessage, res: ServerResponse, rule: FaultRule | undefined) => {
    const headers = { ...req.headers, host: target.host };
    const rewritesBody = rule && (rule.kind === 'truncate' || rule.kind === 'corrupt' || rule.kind === 'stall');
    if (rewritesBody) delete headers['accept-encoding'];
    const upstreamRequest = httpRequest(
      { protocol: target.protocol, hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const outHeaders = { ...answer.headers };
        if (rule?.kind === 'contentType') outHeaders['content-type'] = rule.type;
        if (!rewritesBody) {
          res.writeHead(answer.statusCode ?? 502, outHeaders);
          answer.pipe(res);
          return;
        }
        delete outHeaders['transfer-encoding'];
        delete outHeaders['content-encoding'];
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          if (rule.kind === 'stall') {
            res.writeHead(answer.statusCode ?? 502, { ...outHeaders, 'content-length': String(body.length) });
            res.write(body.subarray(0, Math.floor(body.length * (rule.fraction ?? 0.25))));
            stalled.add(res);
            res.on('close', () => stalled.delete(res));
            return;
          }
          const out = rule.kind === 'truncate' ? body.subarray(0, Math.floor(body.length * rule.fraction)) : corrupt(body, isText(answer.headers, pathOf(req.url ?? '')));
          res.writeHead(answer.statusCode ?? 502, { ...outHeaders, 'content-length': String(out.length) });
          res.end(out);
        });
      },
    );
    upstreamRequest.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`fault proxy: upstream error ${error.message}`);
    });
    req.pipe(upstreamRequest);
  };

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const rule = pick(pathOf(url));
    hits.push({ method: req.method ?? 'GET', url, ...(rule ? { fault: rule.kind } : {}), at: Date.now() });
    if (!rule) return forward(req, res, undefined);
    switch (rule.kind) {
      case 'reset':
        req.socket.destroy();
        return;
      case 'status':
        req.resume();
        res.writeHead(rule.status, { 'content-type': 'text/plain', 'access-control-allow-origin': '*' });
        res.end(`fault proxy: ${rule.status}`);
        return;
      case 'delay': {
        const timer = setTimeout(() => forward(req, res, rule), rule.ms);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      default:
        forward(req, res, rule);
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    fault(pattern, rule) {
      rules.push({ pattern, rule, seen: 0, applied: 0 });
    },
    clear() {
      rules.length = 0;
      for (const res of stalled) res.destroy();
      stalled.clear();
    },
    hits(pattern) {
      return pattern ? hits.filter((hit) => pattern.test(pathOf(hit.url))) : [...hits];
    },
    resetHits() {
      hits = [];
    },
    async close() {
      rules.length = 0;
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
