import { env as currentEnv, type Env } from '@/lib/settings/env';
import type { Destination, DestinationEventType, DestinationName } from './destination';
import { hubspot } from './hubspot';
import { slack } from './slack';
import { webhook } from './webhook';

/** Every destination the site can deliver to (lib/destinations/destination.ts); adding one is an entry here. */
export const DESTINATIONS: readonly Destination[] = [webhook, slack, hubspot];

export function destinationNamed(name: DestinationName): Destination {
  const destination = DESTINATIONS.find((candidate) => candidate.name === name);
  if (!destination) throw new Error(`Unknown destination: ${name}`);
  return destination;
}

/** The destinations whose settings are there. */
export function configuredDestinations(settings: Env = currentEnv()): Destination[] {
  return DESTINATIONS.filter((destination) => destination.configured(settings));
}

/** The configured destinations that take this event: one job each. */
export function destinationsFor(event: DestinationEventType, settings: Env = currentEnv()): DestinationName[] {
  return configuredDestinations(settings)
    .filter((destination) => destination.events.includes(event))
    .map((destination) => destination.name);
}
