import { z } from 'zod';
import { declareEvent, text, whole, type EventOf } from './typed.js';

/**
 * A sequence hands out numbers without gaps or repeats (a tax invoice's, a credit note's): its
 * stream `sequence-{name}` records each number with the record that took it, appended in the same
 * transaction as that record's event (command-api/src/framework/sequences.ts).
 */
export const sequenceStream = (name: string) => `sequence-${name}`;

export const SequenceNumberTaken = declareEvent('SequenceNumberTaken', 1, z.strictObject({ sequence: text(100), number: whole(1), holder: text(200) }));

/** takes back the last number when what took it could not be appended after it (EventStoreDB writes stream by stream) */
export const SequenceNumberReleased = declareEvent('SequenceNumberReleased', 1, z.strictObject({ sequence: text(100), number: whole(1), holder: text(200) }));

export type SequenceEvent = EventOf<typeof SequenceNumberTaken> | EventOf<typeof SequenceNumberReleased>;
