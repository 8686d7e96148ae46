// The rule on moving a meeting, apart from the booking code, so that a mail's wording can read it without the store or the queue.

/**
 * How many times a meeting may move: each move mails the person a new invitation, so its links
 * cannot be a way to send a mailbox invitation after invitation. A person who needs more writes to
 * the team, or cancels and books again (each counted against the mailbox's mail like any other).
 */
export const MAX_MOVES = 3;

/** Whether a booked meeting has moved as often as it may (its sequence counts its moves while it is booked). */
export const movesUsed = (booking: { sequence: number }) => booking.sequence >= MAX_MOVES;
