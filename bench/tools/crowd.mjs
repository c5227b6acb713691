// A closed-loop HTTP/1.1 load generator for many connections: each connection sends its next request as soon as the
// previous answer is complete, walking a list of prepared requests. It builds almost nothing per request, so on a
// machine this small its own work does not show up as the server's latency (autocannon's parser and timers, at 1,000
// connections and ~10,000 answers a second on one CPU, hold answers up for seconds). In particular it keeps nothing
// in the old generation: every connection reads into one shared buffer, and latencies go into a fixed histogram. A
// new buffer for every read, and an array of every latency, made it run 40-70 old-generation collections in 20 s,
// each stalling its reading for tens of milliseconds, which counted as the server's latency.
import { connect } from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/** Every connection reads into this buffer; an answer's bytes still incomplete after a read are copied out of it. */
const READ_BUFFER = Buffer.alloc(64 * 1024);

/** The whole run's histogram resolution: its percentiles are exact to a tenth of a millisecond. */
const BUCKET_MS = 0.1;

/** A window's histogram resolution: a millisecond is fine enough to compare windows, and keeps each one at 40 KB. */
const WINDOW_BUCKET_MS = 1;

/** Latencies counted in buckets of `bucketMs` up to `maxMs` (longer ones in the last bucket), in constant memory. */
function latencyHistogram(maxMs, bucketMs = BUCKET_MS) {
  const buckets = new Uint32Array(Math.ceil(maxMs / bucketMs) + 1);
  let count = 0;
  return {
    add(ms) {
      buckets[Math.min(buckets.length - 1, Math.floor(ms / bucketMs))] += 1;
      count += 1;
    },
    /** The latency below which a share `q` of the counted ones fall (the upper edge of its bucket). */
    at(q) {
      if (count === 0) return Number.NaN;
      const rank = Math.min(count, Math.floor(q * count) + 1);
      let seen = 0;
      for (let i = 0; i < buckets.length; i += 1) {
        seen += buckets[i];
        if (seen >= rank) return (i + 1) * bucketMs;
      }
      return maxMs;
    },
  };
}

/** A request `{ method, path, headers, body }` as bytes: its head without the blank line that ends it, and its body. */
function prepare({ method = 'GET', path, headers = {}, body }, host) {
  const payload = body === undefined ? undefined : Buffer.from(body);
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (payload) lines.push(`Content-Length: ${payload.length}`);
  return { head: Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1'), body: payload, isHead: method === 'HEAD' };
}

/**
 * The length of the first complete response in `buffer` (headers and body), or 0 when it is not all there yet.
 * Handles Content-Length, chunked bodies and body-less statuses (1xx, 204, 304).
 */
function completeResponseLength(buffer, isHead) {
  const headerEnd = buffer.indexOf(HEADER_END);
  if (headerEnd === -1) return 0;
  const bodyStart = headerEnd + 4;
  const head = buffer.toString('latin1', 0, headerEnd);
  const status = Number(head.slice(9, 12));
  if (isHead || status === 204 || status === 304 || (status >= 100 && status < 200)) return bodyStart;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (length) return buffer.length >= bodyStart + Number(length[1]) ? bodyStart + Number(length[1]) : 0;
  if (!/\r\ntransfer-encoding:\s*chunked/i.test(head)) throw new Error(`response without framing: ${head.split('\r\n')[0]}`);
  let at = bodyStart;
  for (;;) {
    const lineEnd = buffer.indexOf('\r\n', at, 'latin1');
    if (lineEnd === -1) return 0;
    const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
    at = lineEnd + 2 + size + 2;
    if (at > buffer.length) return 0;
    if (size === 0) return at;
  }
}

/**
 * Runs `connections` connections for `rampSeconds + seconds` against `url`, connection i starting at request i of
 * `requests` (so the mix is spread from the first moment). `perRequestHeaders(n)` returns extra header lines (each
 * ending in CRLF) for request n.
 *
 * The first `rampSeconds` open every connection and let the crowd settle into its steady state: throughput and the
 * percentiles are of the requests sent after it (Little's law, latency = connections ÷ throughput, holds only
 * there), while errors, timeouts and the slowest wait count from the first connection on.
 * Resolves with counts by status class, errors, timeouts and latencies (ms), and the measured seconds cut into
 * windows of `windowSeconds` (each with its throughput and percentiles, by the time of the answer), so a reader can
 * tell a tail spread over the run from one made in a few seconds.
 */
export function crowd(
  url,
  { connections, seconds, rampSeconds = 0, windowSeconds = 10, requests, timeoutMs = 10_000, perRequestHeaders = () => '' },
) {
  const { hostname, port, host } = new URL(url);
  const prepared = requests.map((request) => prepare(request, host));
  const latencies = latencyHistogram(timeoutMs);
  let slowest = 0;
  /** Answers by the first digit of their status. */
  const byStatusClass = [0, 0, 0, 0, 0, 0];
  let errors = 0;
  let timeouts = 0;
  let sent = 0;
  let stopping = false;
  const started = performance.now();
  const measuredFrom = started + rampSeconds * 1000;
  const windows = Array.from({ length: Math.ceil(seconds / windowSeconds) }, () => latencyHistogram(timeoutMs, WINDOW_BUCKET_MS));
  const answeredByWindow = new Uint32Array(windows.length);
  const windowOf = (time) => Math.min(windows.length - 1, Math.floor((time - measuredFrom) / 1000 / windowSeconds));
  const clients = [];

  /** Opens connection `slot`, whose first request is request `index` of the mix. */
  function open(slot, index) {
    const client = { index, socket: undefined, pending: undefined, sentAt: 0, current: undefined, restart: undefined };
    clients[slot] = client;
    const next = () => {
      if (stopping) return;
      client.current = prepared[client.index % prepared.length];
      client.index += 1;
      sent += 1;
      client.sentAt = performance.now();
      const { head, body } = client.current;
      client.socket.cork();
      client.socket.write(head);
      client.socket.write(`${perRequestHeaders(sent)}\r\n`, 'latin1');
      if (body) client.socket.write(body);
      client.socket.uncork();
    };
    let ended = false;
    const restart = () => {
      if (ended) return;
      ended = true;
      client.socket.destroy();
      if (!stopping) open(slot, client.index);
    };
    client.restart = restart;
    /** Counts every complete answer in `bytes` (a view of READ_BUFFER, or a copy) and keeps what is left of the next. */
    const received = (bytes) => {
      let rest = client.pending ? Buffer.concat([client.pending, bytes]) : bytes;
      client.pending = undefined;
      for (;;) {
        let length;
        try {
          length = completeResponseLength(rest, client.current?.isHead);
        } catch {
          errors += 1;
          return restart();
        }
        if (!length) break;
        const statusClass = rest[9] - 48;
        if (statusClass >= 1 && statusClass <= 5) byStatusClass[statusClass] += 1;
        else errors += 1;
        const answeredAt = performance.now();
        const latency = answeredAt - client.sentAt;
        slowest = Math.max(slowest, latency);
        if (answeredAt >= measuredFrom) answeredByWindow[windowOf(answeredAt)] += 1;
        if (client.sentAt >= measuredFrom) {
          latencies.add(latency);
          windows[windowOf(answeredAt)].add(latency);
        }
        client.sentAt = 0;
        rest = rest.subarray(length);
        next();
      }
      // The shared buffer is overwritten by the next read, of any connection.
      if (rest.length > 0) client.pending = Buffer.from(rest);
    };
    client.socket = connect(
      { host: hostname, port: Number(port), onread: { buffer: READ_BUFFER, callback: (nread, buffer) => void received(buffer.subarray(0, nread)) } },
      next,
    );
    client.socket.setNoDelay(true);
    client.socket.on('error', () => {
      if (stopping || ended) return;
      errors += 1;
      restart();
    });
    client.socket.on('close', () => {
      // The server closed the connection: with a request outstanding, that request was lost.
      if (stopping || ended) return;
      if (client.sentAt) errors += 1;
      restart();
    });
  }

  for (let i = 0; i < connections; i += 1) open(i, i);
  // A request unanswered for timeoutMs counts once, and its connection starts over.
  const watch = setInterval(() => {
    const now = performance.now();
    for (const client of clients) {
      if (client.sentAt && now - client.sentAt > timeoutMs) {
        timeouts += 1;
        client.restart();
      }
    }
  }, 250);
  return new Promise((resolve) => {
    setTimeout(() => {
      stopping = true;
      clearInterval(watch);
      for (const client of clients) client.socket.destroy();
      const elapsed = (performance.now() - measuredFrom) / 1000;
      const answered = answeredByWindow.reduce((sum, count) => sum + count, 0);
      const [, informational, success, redirect, clientError, serverError] = byStatusClass;
      resolve({
        answered,
        throughput: answered / elapsed,
        statuses: { '1xx': informational, '2xx': success, '3xx': redirect, '4xx': clientError, '5xx': serverError },
        errors,
        timeouts,
        p50: latencies.at(0.5),
        p99: latencies.at(0.99),
        p999: latencies.at(0.999),
        max: slowest,
        windows: windows.map((window, i) => ({
          from: i * windowSeconds,
          throughput: answeredByWindow[i] / Math.min(windowSeconds, seconds - i * windowSeconds),
          p50: window.at(0.5),
          p99: window.at(0.99),
        })),
      });
    }, (rampSeconds + seconds) * 1000);
  });
}
