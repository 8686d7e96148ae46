/**
 * The lead store's interface: the same SQL runs on PGlite (embedded default) and PostgreSQL.
 * Route code never sees which one it has.
 */
export interface Sql {
  /**
   * In a transaction, statements sent without waiting for the answer before run in the order they
   * were sent (one connection on PostgreSQL, PGlite's queue of queries), so statements that do not
   * depend on each other's answers can go in one round trip: `Promise.all([lock, read])` reads
   * under the lock. If one fails, the transaction is aborted and those after it fail too.
   */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  /**
   * A transaction's own: runs `callback` once the transaction has committed (never on a rollback),
   * for what this process must learn only then (lib/scheduling/bookings-changed.ts).
   */
  afterCommit?(callback: () => void): void;
}

/** What a listener hears on a channel (Database.listen). */
export interface ChannelListener {
  /** A NOTIFY on the channel, from any connection, this process's included. */
  notified(): void;
  /** The listening connection failed: notifications may be missed until `listening` again. */
  lost(): void;
  /** Listening (again): every NOTIFY from now on is heard. */
  listening(): void;
}

export interface Database extends Sql {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * PostgreSQL only (PGlite has one process, which hears itself): LISTENs on `channel` on a
   * connection of its own, reconnecting when it is lost, until close().
   */
  listen?(channel: string, listener: ChannelListener): void;
  close(): Promise<void>;
}
