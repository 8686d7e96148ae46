/**
 * Throughput of several servers, measured in turns (autocannon, 10 connections): each server is
 * loaded in every round, so the machine's drift during a run falls on all of them. A target is a
 * URL to GET (a prerendered page, answered 2xx) or a request with the status every answer must have
 * (the rejection path: an invalid body, answered 400); any other answer stops the run, since the
 * figure would measure something else.
 */
import autocannon from 'autocannon';

const WARM_UP_SECONDS = 3;

export type Target =
  string | { url: string; method: 'GET'; headers: Record<string, string> } | { url: string; method: 'POST'; body: string; status: number };

async function requestsPerSecond(target: Target, seconds: number): Promise<number> {
  const request = typeof target === 'string' ? { url: target } : target;
  const expected = typeof target === 'string' || target.method === 'GET' ? undefined : target.status;
  const result = await autocannon({
    url: request.url,
    connections: 10,
    duration: seconds,
    ...(typeof target === 'string'
      ? {}
      : target.method === 'GET'
        ? { headers: target.headers }
        : { method: target.method, body: target.body, headers: { 'content-type': 'application/json' } }),
  });
  const statuses = Object.entries(result.statusCodeStats ?? {}).map(([status, { count = 0 }]) => [Number(status), count] as const);
  const unexpected = statuses.filter(([status, count]) => count > 0 && (expected === undefined ? status >= 300 : status !== expected));
  if (result.errors > 0 || unexpected.length > 0)
    throw new Error(`${request.url}: ${result.errors} errors, unexpected statuses ${JSON.stringify(Object.fromEntries(unexpected))}`);
  return result.requests.average;
}

/** The mean req/s of each target over `rounds` turns of `seconds` each, after an unmeasured warm-up. */
export async function pageThroughput(targets: Target[], seconds: number, rounds: number): Promise<number[]> {
  for (const target of targets) await requestsPerSecond(target, WARM_UP_SECONDS);
  const figures = targets.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      const perSecond = await requestsPerSecond(target, seconds);
      figures[index]!.push(perSecond);
      console.error(
        `  round ${round + 1}, ${typeof target === 'string' ? target : `${target.method} ${target.url}${target.method === 'GET' ? ` (${Object.keys(target.headers).join(', ')})` : ''}`}: ${perSecond.toFixed(0)} req/s`,
      );
    }
  }
  return figures.map((values) => values.reduce((sum, value) => sum + value, 0) / values.length);
}
