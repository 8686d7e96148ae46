/**
 * Where an accepted request's time goes in PostgreSQL, sampled: every few milliseconds during a
 * load, the sessions of one database that are busy (`pg_stat_activity`), by statement and by what
 * they wait for (a lock, the client, I/O, or nothing: running). A statement's share of the samples
 * is its share of the time sessions spent in the database; "idle in transaction" is time the
 * application held a transaction open between statements (its own work, or its wait for a pool
 * connection's answer). A benchmark aid, not a test.
 */
import pg from 'pg';

export interface ActivityProfile {
  samples: number;
  /** Busy sessions seen per sample, on average. */
  meanBusy: number;
  /** Per statement (its first 90 characters, literals as sent), how often it was seen, and what it waited for. */
  rows: { statement: string; seen: number; waits: Record<string, number> }[];
}

export async function sampleActivity(databaseUrl: string, everyMs: number): Promise<{ stop(): Promise<ActivityProfile> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows: named } = await client.query<{ db: string; pid: number }>('SELECT current_database() AS db, pg_backend_pid() AS pid');
  const { db, pid } = named[0]!;
  const seen = new Map<string, { seen: number; waits: Record<string, number> }>();
  let samples = 0;
  let busyTotal = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query<{ state: string; query: string; wait: string | null }>(
        `SELECT state, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) AS query,
                CASE WHEN wait_event_type IS NULL THEN NULL ELSE wait_event_type || ':' || wait_event END AS wait
           FROM pg_stat_activity WHERE datname = $1 AND pid <> $2 AND state IS NOT NULL AND state <> 'idle'`,
        [db, pid],
      );
      samples += 1;
      busyTotal += rows.length;
      for (const row of rows) {
        const statement = row.state === 'active' ? row.query : `(${row.state}) after: ${row.query}`;
        const entry = seen.get(statement) ?? { seen: 0, waits: {} };
        entry.seen += 1;
        const wait = row.wait ?? 'running';
        entry.waits[wait] = (entry.waits[wait] ?? 0) + 1;
        seen.set(statement, entry);
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await client.end();
      return {
        samples,
        meanBusy: samples ? busyTotal / samples : 0,
        rows: [...seen].map(([statement, entry]) => ({ statement, ...entry })).sort((a, b) => b.seen - a.seen),
      };
    },
  };
}

/** The profile as a Markdown table: each statement's share of the busy samples, and its waits. */
export function activityTable(profile: ActivityProfile, top = 15): string {
  const busy = profile.rows.reduce((sum, row) => sum + row.seen, 0) || 1;
  const lines = [
    `${profile.samples} samples, ${profile.meanBusy.toFixed(2)} busy sessions on average`,
    '',
    '| share | statement (state) | waits |',
    '|---:|---|---|',
  ];
  for (const row of profile.rows.slice(0, top)) {
    const waits = Object.entries(row.waits)
      .sort((a, b) => b[1] - a[1])
      .map(([wait, count]) => `${wait} ${Math.round((100 * count) / row.seen)} %`)
      .join(', ');
    lines.push(`| ${((100 * row.seen) / busy).toFixed(1)} % | \`${row.statement.replaceAll('|', '\\|')}\` | ${waits} |`);
  }
  return lines.join('\n');
}
