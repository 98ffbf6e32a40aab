/** The abuse report pages, each in its own chunk. */
export const newReport = () => import('./new-report-page');
export const reports = () => import('./reports-admin-page');
