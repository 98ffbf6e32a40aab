import { OverviewPage } from './overview-page';

/** /appointments/participating: only appointments the member takes part in. */
export const Component = () => <OverviewPage participating />;
