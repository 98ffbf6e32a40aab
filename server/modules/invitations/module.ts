import { defineModule } from '../../platform/modules/module.js';
import { inviteFilters } from '../appointments/service.js';
import { defineInviteMailJob } from './external.js';
import { myGroupInvites } from './my-invites.js';
import { invitationRoutes } from './routes.js';

/**
 * Invitations: external invites (an address or a CSV) with their mail and registration page,
 * internal invites of members into groups, the sent list with renew and revoke.
 */
export const invitationsModule = defineModule({
  name: 'invitations',
  setup(ctx) {
    defineInviteMailJob(ctx);
    ctx.extensions.add(inviteFilters, 'groups', myGroupInvites);
  },
  routes: invitationRoutes,
});
