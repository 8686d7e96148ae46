/**
 * Waits for statements that were sent together, in one round trip (lib/store/database.ts: a
 * transaction runs them in the order they were sent), and gives their answers in that order.
 *
 * Every answer is waited for, so none is left failing unheard. On a failure, the first statement's
 * failure in the order sent is thrown, not whichever answer came first: a lock refused is reported
 * as the lock, not as the read behind it that the aborted transaction then refused too.
 */
export async function oneRoundTrip<const Statements extends readonly unknown[]>(
  ...statements: Statements
): Promise<{ -readonly [K in keyof Statements]: Awaited<Statements[K]> }> {
  const settled = await Promise.allSettled(statements);
  const failed = settled.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof Statements]: Awaited<Statements[K]>;
  };
}
