import { v7 } from 'uuid';

/**
 * Ids of events and correlations: UUID version 7, which starts with the time, so the event log's
 * indexes on them grow at their end instead of splitting pages all over the file on every commit.
 */
export const newEventId = (): string => v7();
