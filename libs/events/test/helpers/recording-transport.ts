import type { EventMessage } from '@cadence/contracts';
import type { MessageHandler, Transport } from '../../src/index';

/**
 * A transport that keeps every batch published to it. `failNext` makes the next publishes
 * reject; `onPublish` runs inside publish (to slow it down or block it).
 */
export class RecordingTransport implements Transport {
  readonly batches: EventMessage[][] = [];
  failNext = 0;
  onPublish: ((messages: EventMessage[]) => Promise<void>) | undefined;

  get published(): EventMessage[] {
    return this.batches.flat();
  }

  async publish(messages: EventMessage[]): Promise<void> {
    await this.onPublish?.(messages);
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('broker unavailable');
    }
    this.batches.push(JSON.parse(JSON.stringify(messages)) as EventMessage[]);
  }

  async subscribe(_group: string, _topics: string[], _handler: MessageHandler): Promise<void> {
    throw new Error('RecordingTransport only records publishes');
  }

  async start(): Promise<void> {}

  async stop(): Promise<void> {}
}
