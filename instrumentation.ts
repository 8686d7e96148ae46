/** Runs once when a server process starts (Next.js instrumentation hook). */
export async function register() {
  // The Node.js-only part lives in its own module so the edge bundle never sees it.
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { onServerStart } = await import('./lib/runtime/process-lifecycle');
    await onServerStart();
  }
}
