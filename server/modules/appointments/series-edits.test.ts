import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, type TestApp } from '../../test/app.js';
import { pngBytes, upload } from '../files/testing.js';
import { appointmentPayload, type Client, personalCalendarId, signedInMember } from './testing.js';

type Summary = { id: string; name: string; type: string; date: { start: string } };

describe('series edits: exceptions and event files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const weekly = (calendar: string, end = '2098-06-30') =>
    appointmentPayload({
      name: 'Weekly',
      calendar_ids: [calendar],
      date: { start: '2098-03-02T09:00', end: '2098-03-02T10:00', time_zone: 'Europe/Berlin' },
      recurrence_pattern: {
        recurrence_frequency: 'weekly',
        recurrence_interval: 1,
        recurrence_end_time: end,
      },
    });
  const month = async (c: Client, date: string) =>
    ((await c.get(`/appointments?date=${date}`)).json().appointments as Summary[]).filter(
      (a) => a.name !== 'unrelated',
    );

  it('moves exceptions with a moved series (wall time, across DST) and keeps their own changes', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    const series = (await me.post('/appointments', weekly(calendar))).json();
    // Sundays 09:00. 9 March (CET, 08:00Z): renamed only; 6 April (CEST, 07:00Z): renamed and moved
    // to 14:00; 16 March: deleted.
    const renamed = await me.put(`/appointments/r-${series.id}-20980309T080000`, {
      name: 'Renamed',
      apply_to: 'this',
    });
    expect(renamed.statusCode).toBe(200);
    const moved = await me.put(`/appointments/r-${series.id}-20980406T070000`, {
      name: 'Moved',
      date: { start: '2098-04-06T14:00', end: '2098-04-06T15:00' },
      apply_to: 'this',
    });
    expect(moved.statusCode).toBe(200);
    await me.del(`/appointments/r-${series.id}-20980316T080000`, { apply_to: 'this' });

    // The whole series moves a day later and an hour earlier (Mondays 08:00).
    const edited = await me.put(`/appointments/${series.id}`, {
      date: { start: '2098-03-03T08:00', end: '2098-03-03T09:00' },
      apply_to: 'all',
    });
    expect(edited.statusCode).toBe(200);
    const march = await month(me, '2098-03-15');
    expect(march.map((a) => [a.date.start, a.name])).toEqual([
      ['2098-03-03T07:00:00.000Z', 'Weekly'],
      ['2098-03-10T07:00:00.000Z', 'Renamed'],
      // 17 March stays deleted; nothing is left at the old Monday times.
      ['2098-03-24T07:00:00.000Z', 'Weekly'],
      ['2098-03-31T06:00:00.000Z', 'Weekly'],
      // The moved exception keeps its own time (the month's last week ends on 6 April).
      ['2098-04-06T12:00:00.000Z', 'Moved'],
    ]);
    expect(march.find((a) => a.name === 'Renamed')?.id).toBe(renamed.json().id);
    const april = await month(me, '2098-04-15');
    // It now stands for the Monday 7 April occurrence.
    expect(april.map((a) => [a.date.start, a.name])).toContainEqual(['2098-04-06T12:00:00.000Z', 'Moved']);
    expect(april.map((a) => a.date.start)).not.toContain('2098-04-07T06:00:00.000Z');
    const detail = (await me.get(`/appointments/${moved.json().id}`)).json();
    expect(detail.recurring_appointment_url).toBe(`/appointments/${series.id}`);
    expect((await me.get(`/appointments/r-${series.id}-20980407T060000`)).json().name).toBe('Moved');
  });

  it('deletes exceptions that stop being occurrences when the pattern changes and keeps matching ones', async () => {
    const me = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    const series = (await me.post('/appointments', weekly(calendar))).json();
    const kept = await me.put(`/appointments/r-${series.id}-20980316T080000`, {
      name: 'Kept',
      apply_to: 'this',
    });
    const dropped = await me.put(`/appointments/r-${series.id}-20980309T080000`, {
      name: 'Dropped',
      apply_to: 'this',
    });
    const late = await me.put(`/appointments/r-${series.id}-20980504T070000`, {
      name: 'After the new end',
      apply_to: 'this',
    });
    // Every two weeks until the end of April: 2, 16, 30 March, 13, 27 April.
    const edited = await me.put(`/appointments/${series.id}`, {
      recurrence_pattern: {
        recurrence_frequency: 'weekly',
        recurrence_interval: 2,
        recurrence_end_time: '2098-04-30',
      },
      apply_to: 'all',
    });
    expect(edited.statusCode).toBe(200);
    const march = await month(me, '2098-03-15');
    expect(march.map((a) => [a.date.start, a.name])).toEqual([
      ['2098-03-02T08:00:00.000Z', 'Weekly'],
      ['2098-03-16T08:00:00.000Z', 'Kept'],
      ['2098-03-30T07:00:00.000Z', 'Weekly'],
    ]);
    expect((await me.get(`/appointments/${kept.json().id}`)).statusCode).toBe(200);
    expect((await me.get(`/appointments/${dropped.json().id}`)).statusCode).toBe(404);
    expect((await me.get(`/appointments/${late.json().id}`)).statusCode).toBe(404);
    expect((await month(me, '2098-05-10')).filter((a) => a.date.start >= '2098-05-01')).toEqual([]);
  });

  it('stops publishing dropped event files and images, and the files of deleted appointments', async () => {
    const me = await signedInMember(t);
    const member = await signedInMember(t);
    const calendar = await personalCalendarId(me);
    const headers = authHeaders(me.cookie);
    const uploadFile = async (filename: string) =>
      (
        await upload(t, headers, { filename, content: Buffer.from(filename), contentType: 'text/plain' })
      ).json().id as string;
    const [agenda, minutes, notes] = [
      await uploadFile('agenda.txt'),
      await uploadFile('minutes.txt'),
      await uploadFile('notes.txt'),
    ];
    const image = (
      await upload(
        t,
        headers,
        { filename: 'cover.png', content: await pngBytes(20, 20), contentType: 'image/png' },
        { kind: 'images' },
      )
    ).json().id as string;
    const download = (c: Client, id: string, name: string) =>
      t.app
        .inject({
          method: 'GET',
          url: `/api/storage/files/${id}/get/${name}`,
          headers: authHeaders(c.cookie),
        })
        .then((r) => r.statusCode);

    const series = (
      await me.post('/appointments', {
        ...weekly(calendar),
        event_files: [{ file_object_id: agenda }, { file_object_id: minutes }],
        event_image: { file_object_id: image },
        membership_ids_to_invite: [member.member.id],
      })
    ).json();
    expect(await download(member, agenda, 'agenda.txt')).toBe(200);
    expect(await download(member, minutes, 'minutes.txt')).toBe(200);
    expect(await download(member, image, 'cover.png')).toBe(200);

    // One occurrence drops the agenda: the series still uses it, so it stays.
    const occurrence = await me.put(`/appointments/r-${series.id}-20980309T080000`, {
      event_files: [{ file_object_id: minutes }],
      apply_to: 'this',
    });
    expect(occurrence.statusCode).toBe(200);
    expect(await download(member, agenda, 'agenda.txt')).toBe(200);

    // The series drops agenda and image: nothing uses the agenda any more; the image is still shown
    // by the 9 March occurrence (a copy of the series).
    const edited = await me.put(`/appointments/${series.id}`, {
      event_files: [{ file_object_id: minutes }],
      event_image: null,
      apply_to: 'all',
    });
    expect(edited.statusCode).toBe(200);
    expect(await download(member, agenda, 'agenda.txt')).toBe(404);
    expect(await download(member, image, 'cover.png')).toBe(200);
    // Editing a stored exception again (this once answered 500).
    const again = await me.put(`/appointments/${occurrence.json().id}`, {
      event_image: null,
      apply_to: 'this',
    });
    expect(again.statusCode).toBe(200);
    expect(await download(member, image, 'cover.png')).toBe(404);
    expect(await download(me, agenda, 'agenda.txt')).toBe(404);
    expect(await download(member, minutes, 'minutes.txt')).toBe(200);

    // A file only one occurrence has goes with that occurrence.
    const own = await me.put(`/appointments/r-${series.id}-20980316T080000`, {
      event_files: [{ file_object_id: minutes }, { file_object_id: notes }],
      apply_to: 'this',
    });
    expect(own.statusCode).toBe(200);
    expect(await download(member, notes, 'notes.txt')).toBe(200);
    expect((await me.del(`/appointments/${own.json().id}`, { apply_to: 'this' })).statusCode).toBe(204);
    expect(await download(member, notes, 'notes.txt')).toBe(404);
    expect(await download(member, minutes, 'minutes.txt')).toBe(200);

    expect((await me.del(`/appointments/${series.id}`, { apply_to: 'all' })).statusCode).toBe(204);
    expect(await download(me, minutes, 'minutes.txt')).toBe(404);
  });
});
