import { createHash } from 'node:crypto';

/**
 * At most this many statement texts are prepared: the app's own statements number a few dozen, so
 * the bound only matters if a text were ever built from data, which would otherwise prepare a new
 * statement on every connection for every value. Past it, a text runs unprepared, as before.
 */
const MAX_PREPARED = 500;
const names = new Map<string, string>();

/**
 * The name under which a parameterized statement is prepared on each PostgreSQL connection, so that
 * PostgreSQL parses and plans it once per connection instead of on every request (docs/performance.md
 * "Accepted requests on PostgreSQL": half of the database's CPU per accepted lead). Named by its
 * text's hash: one text, one name, on every connection; undefined past the bound.
 */
export function preparedStatementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_PREPARED) return known;
  const name = `courtside_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  names.set(text, name);
  return name;
}
