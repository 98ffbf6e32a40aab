export { useMembershipChange } from './api/use-membership-change';
export { type GroupOutletContext, useGroupContext } from './group-context';
