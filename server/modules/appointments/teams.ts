/**
 * Online meetings and Teams synchronisation come from an outside provider (Microsoft Graph or the
 * like). The product stores the configuration and asks the provider for join URLs; without a
 * provider (the default) the Teams options are not offered (can.see_teams_event_options false) and
 * the server refuses them.
 */
export type OnlineMeetingProvider = {
  /** Creates or updates the online meeting of an appointment and answers its join URL. */
  ensureMeeting(appointment: { id: string; name: string; start: Date; end: Date | null }): Promise<{
    joinUrl: string;
  }>;
  /** Removes the provider's meeting (appointment cancelled or deleted). */
  removeMeeting(appointmentId: string): Promise<void>;
};

let provider: OnlineMeetingProvider | null = null;

export function setOnlineMeetingProvider(next: OnlineMeetingProvider | null): void {
  provider = next;
}

export const onlineMeetingProvider = () => provider;
