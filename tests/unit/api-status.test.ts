/**
 * /api/status is public and unlimited: a request without STATUS_TOKEN costs the store one question,
 * whether it answers, and never the monitor's counts (deliveries, bookings, the team's tools), which
 * read tables that grow with every lead.
 */
import { describe, expect, it } from 'vitest';
import { apiStatusRoute } from '@/lib/agents/documents/api-status';
import type { Database } from '@/lib/store/database';

function recordingStore(fails = false) {
  const asked: string[] = [];
  const database = {
    kind: 'pglite',
    async query(text: string) {
      asked.push(text.trim());
      if (fails) throw new Error('connection refused');
      return { rows: [] };
    },
  } as unknown as Database;
  return { asked, route: apiStatusRoute(async () => ({ database })) };
}

describe('the public answer of /api/status', () => {
  it('asks the store only whether it answers', async () => {
    const { asked, route } = recordingStore();
    const answers = await Promise.all([1, 2, 3].map(() => route.GET(new Request('http://localhost/api/status'))));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ status: 'ok' });
    }
    // Three requests at once share one question.
    expect(asked).toEqual(['SELECT 1']);
  });

  it('is 503 with Retry-After when the store does not answer', async () => {
    const { route } = recordingStore(true);
    const answer = await route.GET(new Request('http://localhost/api/status'));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(await answer.json()).toEqual({ status: 'unavailable' });
  });
});
