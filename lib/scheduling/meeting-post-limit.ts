import type { Client } from '@/lib/abuse/client-network';
import { consumeForClient, type RateLimiter, type RateLimitOutcome } from '@/lib/rate-limit/rate-limiter';
import type { Database } from '@/lib/store/database';

/**
 * The rate-limit bucket of the scheduling pages' buttons (book, move, cancel): RATE_LIMIT per
 * client, like a lead form's post, counted by the action itself. proxy.ts counts the page's posts
 * too, but an action can be called on any page's path, so this count is the one it cannot skip.
 */
export const MEETING_POSTS_BUCKET = 'bookDemoMeeting';

/** Counts one button press of the poster's; null without a limit (RATE_LIMIT=off). */
export function countMeetingPost(
  services: { database: Database; rateLimiter: RateLimiter },
  poster: Client,
): Promise<(RateLimitOutcome & { network: boolean }) | null> {
  return services.database.transaction((tx) => consumeForClient(services.rateLimiter, MEETING_POSTS_BUCKET, poster, tx));
}
