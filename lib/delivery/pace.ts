/**
 * Spaces calls at least `intervalMs` apart (per process), e.g. to stay under a provider's request
 * rate. Callers queue in order; each waits for its slot.
 */
export function createPacer(intervalMs: number): () => Promise<void> {
  let nextSlot = 0;
  return async () => {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + intervalMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  };
}
