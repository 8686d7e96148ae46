/**
 * Prerendered-page throughput of several servers, measured in turns (autocannon, 10 connections):
 * each server is loaded in every round, so the machine's drift during a run falls on all of them.
 */
import autocannon from 'autocannon';

const WARM_UP_SECONDS = 3;

async function requestsPerSecond(url: string, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  return result.requests.average;
}

/** The mean req/s of each URL over `rounds` turns of `seconds` each, after an unmeasured warm-up. */
export async function pageThroughput(urls: string[], seconds: number, rounds: number): Promise<number[]> {
  for (const url of urls) await requestsPerSecond(url, WARM_UP_SECONDS);
  const figures = urls.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, url] of urls.entries()) {
      const perSecond = await requestsPerSecond(url, seconds);
      figures[index]!.push(perSecond);
      console.error(`  round ${round + 1}, ${url}: ${perSecond.toFixed(0)} req/s`);
    }
  }
  return figures.map((values) => values.reduce((sum, value) => sum + value, 0) / values.length);
}
