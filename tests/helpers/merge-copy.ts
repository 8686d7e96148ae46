/** Adds an operation's copy (nested keys) into a messages object, as a developer adds it to messages/<locale>.json. */
export function mergeCopy(target: Record<string, unknown>, copy: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(copy)) {
    if (typeof value === 'string') target[key] = value;
    else mergeCopy((target[key] ??= {}) as Record<string, unknown>, value as Record<string, unknown>);
  }
}
