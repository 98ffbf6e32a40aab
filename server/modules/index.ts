import type { AppModule } from '../platform/modules/module.js';
import { abuseReportsModule } from './abuse-reports/module.js';
import { activitiesModule } from './activities/module.js';
import { appointmentsModule } from './appointments/module.js';
import { appsModule } from './apps/module.js';
import { authModule } from './auth/module.js';
import { blogsModule } from './blogs/module.js';
import { calendarsModule } from './calendars/module.js';
import { channelWidgetsModule } from './channel-widgets/module.js';
import { channelsModule } from './channels/module.js';
import { chatModule } from './chat/module.js';
import { crawlsModule } from './crawls/module.js';
import { designsModule } from './designs/module.js';
import { devicesModule } from './devices/module.js';
import { digestsModule } from './digests/module.js';
import { directoryModule } from './directory/module.js';
import { filesModule } from './files/module.js';
import { groupsModule } from './groups/module.js';
import { invitationsModule } from './invitations/module.js';
import { joiningModule } from './joining/module.js';
import { mapsModule } from './maps/module.js';
import { memberAdministrationModule } from './member-administration/module.js';
import { memberSettingsModule } from './member-settings/module.js';
import { membersModule } from './members/module.js';
import { messagesModule } from './messages/module.js';
import { networkModule } from './network/module.js';
import { networkAdministrationModule } from './network-administration/module.js';
import { newsletterModule } from './newsletter/module.js';
import { notificationsModule } from './notifications/module.js';
import { pagesModule } from './pages/module.js';
import { passkeysModule } from './passkeys/module.js';
import { propertySetsModule } from './property-sets/module.js';
import { scimModule } from './scim/module.js';
import { searchModule } from './search/module.js';
import { sessionsModule } from './sessions/module.js';
import { setupModule } from './setup/module.js';
import { ssoModule } from './sso/module.js';
import { statisticsModule } from './statistics/module.js';
import { tagsModule } from './tags/module.js';
import { tasksModule } from './tasks/module.js';
import { translationsModule } from './translations/module.js';
import { twoFactorModule } from './two-factor/module.js';
import { unreadsModule } from './unreads/module.js';
import { userbarsModule } from './userbars/module.js';
import { widgetbarsModule } from './widgetbars/module.js';

/**
 * The product's modules. Each one's module.ts registers everything it plugs in (platform/modules/
 * module.ts); setups run in this order, then routes. A module reaches another only through that
 * module's service.ts or policy.ts (npm run lint checks it).
 */
export const MODULES: readonly AppModule[] = [
  authModule,
  networkModule,
  membersModule,
  memberAdministrationModule,
  networkAdministrationModule,
  newsletterModule,
  groupsModule,
  invitationsModule,
  joiningModule,
  directoryModule,
  tagsModule,
  propertySetsModule,
  notificationsModule,
  memberSettingsModule,
  devicesModule,
  unreadsModule,
  userbarsModule,
  filesModule,
  designsModule,
  messagesModule,
  crawlsModule,
  chatModule,
  calendarsModule,
  appointmentsModule,
  abuseReportsModule,
  activitiesModule,
  pagesModule,
  appsModule,
  channelsModule,
  blogsModule,
  channelWidgetsModule,
  translationsModule,
  tasksModule,
  setupModule,
  twoFactorModule,
  sessionsModule,
  passkeysModule,
  ssoModule,
  scimModule,
  widgetbarsModule,
  mapsModule,
  statisticsModule,
  digestsModule,
  // Last: its setup queues a rebuild of an empty index once every module registered its indexer.
  searchModule,
];
