import { deriveUnreads } from './derive-unreads';
import { useUnreadActivities } from './use-unread-activities';
import { useUnreadFeatures } from './use-unread-features';

/** The derived unread counts of the header and the user bar, plus unread activities per stream. */
export const useUnreads = (signedIn: boolean) => {
  const features = useUnreadFeatures(signedIn);
  const activities = useUnreadActivities(signedIn);
  return {
    ...deriveUnreads(features.data, activities.data),
    streams: activities.data?.streams ?? {},
  };
};
