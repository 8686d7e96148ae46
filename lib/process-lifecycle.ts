import { closeServices } from './services';

// Close the store cleanly on shutdown, so that the next start opens it fast. `npm start` sets
// NEXT_MANUAL_SIG_HANDLE so that Next.js leaves these signals to us instead of exiting at once.
// Acknowledged leads are durable even without this: a SIGKILLed server loses nothing.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    void closeServices().finally(() => process.exit(0));
  });
}
