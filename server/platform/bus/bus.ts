/**
 * Events between modules and between server instances. Publish after the database write has committed;
 * subscribers must tolerate receiving an event they already know about (at-least-once across instances).
 */
export type BusEvent = { type: string; payload: Record<string, unknown> };
export type BusHandler = (event: BusEvent) => void | Promise<void>;

export type Bus = {
  publish(channel: string, event: BusEvent): Promise<void>;
  /** Returns a function that removes the subscription. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
};
