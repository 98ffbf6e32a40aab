export { type GroupOutletContext, useGroupContext } from './group-context';
