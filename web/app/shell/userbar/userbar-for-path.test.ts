import { describe, expect, it } from 'vitest';
import {
  groupCategorySlugOfPath,
  groupSlugOfPath,
  type UserbarKind,
  userbarForPath,
} from './userbar-for-path';

/** Every path part 3 section 2.3 lists, with the user bar it must show. */
const LISTED: Array<[string, UserbarKind | null]> = [
  ['/users/sign_in', null],
  ['/users/password/new', null],
  ['/users/password/edit', null],
  ['/activitystreams', 'activitystreams'],
  ['/activitystreams/all', 'activitystreams'],
  ['/activities', 'activitystreams'],
  ['/activities/123', 'activitystreams'],
  ['/invites', 'activitystreams'],
  ['/notifications', 'activitystreams'],
  ['/messages', 'messages'],
  ['/messages/sent', 'messages'],
  ['/appointments', 'calendar'],
  ['/appointments/42', 'calendar'],
  ['/calendars', 'calendar'],
  ['/calendars/participating', 'calendar'],
  ['/calendars/invites', 'calendar'],
  ['/tasks', 'tasks'],
  ['/tasks/assigned', 'tasks'],
  ['/tasks/declined', 'tasks'],
  ['/tasks/starred', 'tasks'],
  ['/tasks/archive', 'tasks'],
  ['/tasks/notes', 'tasks'],
  ['/files', 'files'],
  ['/files/folders/7', 'files'],
  ['/info', 'info'],
  ['/imprint', 'info'],
  ['/search', 'search'],
  ['/groups/design/search', 'search'],
  ['/administration', 'administration'],
  ['/administration/settings/edit', 'administration'],
  ['/administration/legal_texts/new', 'administration'],
  ['/groups/design/administration', 'administration'],
  ['/groups/design/administration/invites/new', 'administration'],
  ['/group-categories/teams/administration', 'administration'],
  ['/group-categories/teams/administration/invites/new', 'administration'],
  ['/groups/design/edit', 'administration'],
  ['/invites/sent', 'administration'],
  ['/invites/new', 'administration'],
  ['/groups/design/invites/sent', 'administration'],
  ['/groups/design/membership_invites/new', 'members'],
  ['/groups/design/members', 'members'],
  ['/directory/teams', 'members'],
  ['/directory/channels', 'members'],
  ['/members', 'members'],
  ['/map', 'members'],
  ['/map/members', 'members'],
  ['/groups/design/map', 'members'],
  ['/channels', 'channels'],
  ['/channels/news', 'channels'],
  ['/blogs/b1/articles/a1', 'channels'],
  ['/channels/news/administration', 'channel_administration'],
  ['/channels/news/edit', 'channel_administration'],
  ['/channels/news/layout/edit', 'channel_administration'],
  ['/channels/news/design/edit', 'channel_administration'],
  ['/channels/news/widgets', 'channel_administration'],
  ['/pages/handbook', 'pages_apps'],
  ['/apps/ideas', 'pages_apps'],
  ['/members/m1', 'member'],
  ['/members/m1/activities', 'member'],
  ['/members/m1/likes', 'member'],
  ['/members/m1/edit', 'member'],
  ['/members/m1/locale_settings', 'member'],
  ['/members/m1/ignored', 'member'],
  ['/users/edit', 'member'],
  ['/groups/design', 'member'],
];

describe('userbarForPath', () => {
  it.each(LISTED)('%s shows the %s user bar', (path, kind) => {
    expect(userbarForPath(path)).toBe(kind);
  });

  it.each([
    ['/groups/design/activities', 'activitystreams'],
    ['/groups/design/messages', 'messages'],
    ['/groups/design/calendars', 'calendar'],
    ['/groups/design/tasks', 'tasks'],
    ['/groups/design/files', 'files'],
    ['/groups/design/pages/welcome', 'pages_apps'],
    ['/groups/design/apps/ideas', 'pages_apps'],
    ['/groups/design/channels', 'channels'],
  ] as const)('applies the rules under the group prefix: %s', (path, kind) => {
    expect(userbarForPath(path)).toBe(kind);
  });

  it('ignores a trailing slash', () => {
    expect(userbarForPath('/messages/')).toBe('messages');
    expect(userbarForPath('/groups/design/')).toBe('member');
  });

  it('shows the default user bar on the start page and unlisted paths', () => {
    expect(userbarForPath('/start')).toBe('default');
    expect(userbarForPath('/chat')).toBe('default');
    expect(userbarForPath('/')).toBe('default');
    expect(userbarForPath('/groups/new/teams')).toBe('default');
  });

  it('does not mistake look-alike paths', () => {
    expect(userbarForPath('/messagesx')).toBe('default');
    expect(userbarForPath('/administrationx')).toBe('default');
    expect(userbarForPath('/searching')).toBe('default');
  });
});

describe('context of a path', () => {
  it('finds the group slug', () => {
    expect(groupSlugOfPath('/groups/design/members')).toBe('design');
    expect(groupSlugOfPath('/groups/new/teams')).toBeNull();
    expect(groupSlugOfPath('/members')).toBeNull();
  });

  it('finds the group category slug', () => {
    expect(groupCategorySlugOfPath('/group-categories/teams/administration')).toBe('teams');
    expect(groupCategorySlugOfPath('/groups/design')).toBeNull();
  });
});
