/** Closes what a suite started, in the order given (the server before the fakes it calls), skipping what never started. */
export async function closeAll(...started: ({ close(): Promise<unknown> } | undefined)[]): Promise<void> {
  for (const part of started) await part?.close();
}
