/**
 * Part 1 section 5: editing and deleting one's own message. The server's `can` flags say what was
 * allowed when the message was fetched; the windows keep running in the browser, so the time is
 * checked again against the network's periods (in seconds) at the moment of the action.
 */
export type ChatWindows = {
  allow_update: boolean;
  allow_destroy: boolean;
  update_period_of_time: number;
  destroy_period_of_time: number;
};

type Actionable = {
  created_at: string;
  deleted_at: string | null;
  can: { update: boolean; destroy: boolean };
};

const ageSeconds = (createdAt: string, now: Date) => (now.getTime() - new Date(createdAt).getTime()) / 1000;

export const canEditMessage = (message: Actionable, config: ChatWindows, now: Date = new Date()) =>
  config.allow_update &&
  message.can.update &&
  !message.deleted_at &&
  ageSeconds(message.created_at, now) < config.update_period_of_time;

export const canDeleteMessage = (message: Actionable, config: ChatWindows, now: Date = new Date()) =>
  config.allow_destroy &&
  message.can.destroy &&
  !message.deleted_at &&
  ageSeconds(message.created_at, now) < config.destroy_period_of_time;

/** The edit period in whole minutes, for the "edit period has ended" toast. */
export const periodMinutes = (seconds: number) => Math.max(1, Math.round(seconds / 60));
