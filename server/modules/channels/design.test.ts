import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelDesign, channel as channelSchema } from '../../../contract/channels.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addGroupMembership, createChannel, createGroup } from '../../test/factories.js';
import { type GroupsClient, groupsClient } from '../groups/testing.js';
import { designProblems } from './design-colors.js';

let t: TestApp;
let admin: GroupsClient;
let editor: GroupsClient;
let reader: GroupsClient;
let outsider: GroupsClient;

beforeAll(async () => {
  t = await createTestApp();
  [admin, editor, reader, outsider] = await Promise.all([
    groupsClient(t, { isNetworkAdmin: true }),
    groupsClient(t),
    groupsClient(t),
    groupsClient(t),
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A published channel for one group (with `reader`), edited by `editor`; `outsider` sees nothing. */
async function groupChannel() {
  const group = await createGroup(t.ctx.db);
  await addGroupMembership(t.ctx.db, group.id, reader.member.id);
  return createChannel(t.ctx.db, {
    audience: [{ type: 'group', id: group.id }],
    editors: [{ type: 'member', id: editor.member.id }],
  });
}
const colors = (values: Record<string, string | null>) => ({
  design: { colors: { primary: null, title_background: null, title_text: null, ...values } },
});

describe('channel design', () => {
  it('is saved by those who may update the channel and shown to readers as channel-* colours only', async () => {
    const channel = await groupChannel();
    const empty = await editor.get(`/channels/${channel.slug}/design`);
    expect(empty.statusCode).toBe(200);
    expect(channelDesign.parse(empty.json()).colors).toEqual({
      primary: null,
      title_background: null,
      title_text: null,
    });
    const saved = await editor.put(
      `/channels/${channel.slug}/design`,
      colors({ primary: '#1F3A5F', title_background: '#FFF4D6', title_text: '#3b2a00' }),
    );
    expect(saved.statusCode).toBe(200);
    const design = channelDesign.parse(saved.json());
    expect(design.colors).toEqual({ primary: '#1f3a5f', title_background: '#fff4d6', title_text: '#3b2a00' });
    expect(design.derivedColors).toMatchObject({
      'channel-primary': '#1f3a5f',
      'channel-primary-contrast': '#ffffff',
      'channel-title-background': '#fff4d6',
      'channel-title-text': '#3b2a00',
    });

    const read = channelSchema.parse((await reader.get(`/channels/${channel.slug}`)).json());
    expect(read.design.derivedColors).toEqual(design.derivedColors);
    expect(Object.keys(read.design.derivedColors).every((name) => name.startsWith('channel-'))).toBe(true);

    // Taking a colour away returns to the network's.
    const cleared = await admin.put(`/channels/${channel.slug}/design`, colors({ primary: '#1f3a5f' }));
    expect(cleared.statusCode).toBe(200);
    expect(Object.keys(channelDesign.parse(cleared.json()).derivedColors)).not.toContain(
      'channel-title-text',
    );
  });

  it('answers 404 to readers and to those who cannot open the channel, writing nothing', async () => {
    const channel = await groupChannel();
    for (const who of [reader, outsider]) {
      expect((await who.get(`/channels/${channel.slug}/design`)).statusCode).toBe(404);
      expect(
        (await who.put(`/channels/${channel.slug}/design`, colors({ primary: '#000000' }))).statusCode,
      ).toBe(404);
    }
    expect((await editor.get('/channels/no-such-channel/design')).statusCode).toBe(404);
    const design = channelDesign.parse((await editor.get(`/channels/${channel.slug}/design`)).json());
    expect(design.colors.primary).toBeNull();
  });

  it('refuses colours that are not #rrggbb and text below WCAG AA, per field, writing nothing', async () => {
    const channel = await groupChannel();
    // Malformed values are refused by the request's schema (400), the contrast rule by the service (422).
    const refuse = async (
      values: Record<string, unknown>,
      fields: Record<string, string[]>,
      status = 422,
    ) => {
      const response = await editor.put(`/channels/${channel.slug}/design`, {
        design: { colors: { primary: null, title_background: null, title_text: null, ...values } },
      });
      expect(response.statusCode, JSON.stringify(values)).toBe(status);
      expect(response.json().error.fields).toEqual(fields);
    };
    await refuse({ primary: 'red' }, { 'design.colors.primary': ['errors.channels.invalid_color'] }, 400);
    await refuse({ primary: '#12345' }, { 'design.colors.primary': ['errors.channels.invalid_color'] }, 400);
    // Grey: neither dark nor white text reaches 4.5:1 on it.
    await refuse({ primary: '#777777' }, { 'design.colors.primary': ['errors.channels.design_contrast'] });
    await refuse(
      { title_background: '#ffffff', title_text: '#aaaaaa' },
      { 'design.colors.title_text': ['errors.channels.design_contrast'] },
    );
    await refuse(
      { title_text: '#000000' },
      { 'design.colors.title_background': ['errors.channels.design_title_background_required'] },
    );
    const design = channelDesign.parse((await editor.get(`/channels/${channel.slug}/design`)).json());
    expect(design.colors).toEqual({ primary: null, title_background: null, title_text: null });
    for (const hostile of [
      { primary: 5 },
      { primary: '#000000\u0000' },
      { title_text: 'x'.repeat(10_000) },
    ]) {
      const response = await editor.put(`/channels/${channel.slug}/design`, { design: { colors: hostile } });
      expect([400, 422], JSON.stringify(hostile).slice(0, 40)).toContain(response.statusCode);
    }
  });

  it('checks contrast at the AA boundary', () => {
    // #767676 on white is 4.54:1, the lightest grey that passes; #777777 is 4.48:1.
    expect(designProblems({ primary: null, title_background: '#ffffff', title_text: '#767676' })).toEqual({});
    expect(designProblems({ primary: null, title_background: '#ffffff', title_text: '#777777' })).toEqual({
      'design.colors.title_text': ['errors.channels.design_contrast'],
    });
  });
});
