import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type PropertyDefinition,
  type PropertyInput,
  propertyInput,
} from '../../../contract/property-sets.js';
import { AppError } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createFile, createMember } from '../../test/factories.js';
import { tags } from '../tags/tables.js';
import { checkValue, type ValidateOptions, validatePropertyValues } from './service.js';

let t: TestApp;
let viewer: Viewer;

const define = (input: PropertyInput) => {
  const parsed = propertyInput.parse(input);
  return (
    parsed.type === 'selection'
      ? { ...parsed, options: parsed.options.map((o) => ({ label: o.label, value: o.value ?? o.label })) }
      : parsed
  ) as PropertyDefinition;
};
const outcome = (property: PropertyDefinition, raw: unknown) => {
  const checked = checkValue(property, raw);
  return checked.ok ? { value: checked.value } : { error: checked.error };
};

/** Runs the validator in a transaction that is rolled back, answering the values or the 422's fields. */
async function validate(
  properties: PropertyDefinition[],
  raw: Record<string, unknown>,
  options?: ValidateOptions,
) {
  try {
    return {
      values: await validatePropertyValues(t.ctx, viewer, properties, raw, options).then((checked) =>
        t.ctx.db.transaction((tx) => checked.write(tx)),
      ),
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 422) return { fields: error.fields };
    throw error;
  }
}

beforeAll(async () => {
  t = await createTestApp();
  viewer = await createMember(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('the value rules of each type', () => {
  it('text: strings only, one line unless multiline, required refuses empty', () => {
    const single = define({ name: 'title', type: 'text', label: 'Title', required: true });
    expect(outcome(single, ' a\nb ')).toEqual({ value: 'a b' });
    expect(outcome(single, '  ')).toEqual({ error: 'js.required' });
    expect(outcome(single, 12)).toEqual({ error: 'errors.properties.invalid_type' });
    expect(outcome(single, 'x'.repeat(1001))).toEqual({ error: 'errors.properties.too_long' });
    const multi = define({ name: 'notes', type: 'text', label: 'Notes', multiline: true });
    expect(outcome(multi, 'a\nb')).toEqual({ value: 'a\nb' });
    expect(outcome(multi, null)).toEqual({ value: null });
  });

  it('number: rounded to the precision, then held to min and max; huge and non-numbers refused', () => {
    const budget = define({ name: 'b', type: 'number', label: 'B', precision: 2, min: 0, max: 100 });
    expect(outcome(budget, 1.005)).toEqual({ value: 1.01 });
    expect(outcome(budget, '12.345')).toEqual({ value: 12.35 });
    expect(outcome(budget, 100.004)).toEqual({ value: 100 });
    expect(outcome(budget, 100.01)).toEqual({ error: 'errors.properties.number_too_large' });
    expect(outcome(budget, -0.01)).toEqual({ error: 'errors.properties.number_too_small' });
    expect(outcome(budget, '1e400')).toEqual({ error: 'errors.properties.invalid_type' });
    expect(outcome(budget, 'ten')).toEqual({ error: 'errors.properties.invalid_type' });
    const whole = define({ name: 'w', type: 'number', label: 'W' });
    expect(outcome(whole, 2.5)).toEqual({ value: 3 });
    expect(outcome(whole, -2.5)).toEqual({ value: -3 });
    expect(outcome(whole, 1e300)).toEqual({ error: 'errors.properties.number_too_large' });
  });

  it('date: strictly YYYY-MM-DD of a real day', () => {
    const due = define({ name: 'due', type: 'date', label: 'Due' });
    expect(outcome(due, '2026-02-28')).toEqual({ value: '2026-02-28' });
    expect(outcome(due, '2024-02-29')).toEqual({ value: '2024-02-29' });
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '26-01-01',
      '01.02.2026',
      '2026-01-01T00:00:00Z',
      '0999-01-01',
    ])
      expect(outcome(due, bad)).toEqual({ error: 'errors.properties.invalid_date' });
    expect(outcome(due, '')).toEqual({ value: null });
  });

  it('selection: options only; -1 is no selection when optional and single; lists when multiple', () => {
    const options = [
      { label: 'Open', value: 'open' },
      { label: 'Done', value: 'done' },
    ];
    const single = define({ name: 's', type: 'selection', label: 'S', options });
    expect(outcome(single, 'open')).toEqual({ value: 'open' });
    expect(outcome(single, -1)).toEqual({ value: null });
    expect(outcome(single, '-1')).toEqual({ value: null });
    expect(outcome(single, 'closed')).toEqual({ error: 'errors.properties.unknown_option' });
    const required = define({ name: 's', type: 'selection', label: 'S', options, required: true });
    expect(outcome(required, -1)).toEqual({ error: 'errors.properties.unknown_option' });
    expect(outcome(required, null)).toEqual({ error: 'js.required' });
    const multiple = define({ name: 'm', type: 'selection', label: 'M', options, multiple: true });
    expect(outcome(multiple, ['open', 'done', 'open'])).toEqual({ value: ['open', 'done'] });
    expect(outcome(multiple, ['open', 'x'])).toEqual({ error: 'errors.properties.unknown_option' });
    expect(outcome(multiple, 'open')).toEqual({ error: 'errors.properties.invalid_type' });
  });

  it('html: sanitised; markup without text is empty', () => {
    const body = define({ name: 'h', type: 'html', label: 'H', required: true });
    expect(outcome(body, '<p>Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>')).toEqual({
      value: '<p>Hi</p>',
    });
    expect(outcome(body, '<script>alert(1)</script>')).toEqual({ error: 'js.required' });
    expect(outcome(body, { html: 'x' })).toEqual({ error: 'errors.properties.invalid_type' });
  });

  it('email and url: their shapes; urls get https:// and keep their text', () => {
    const email = define({ name: 'e', type: 'email', label: 'E' });
    expect(outcome(email, ' ada@example.org ')).toEqual({ value: 'ada@example.org' });
    for (const bad of ['ada', 'ada@', 'a b@example.org', 'ada@example'])
      expect(outcome(email, bad)).toEqual({ error: 'errors.properties.invalid_email' });
    const url = define({ name: 'u', type: 'url', label: 'U' });
    expect(outcome(url, { url: 'example.org/a', text: ' Docs ' })).toEqual({
      value: { url: 'https://example.org/a', text: 'Docs' },
    });
    expect(outcome(url, 'http://example.org')).toEqual({ value: { url: 'http://example.org/', text: '' } });
    for (const bad of ['javascript:alert(1)', 'ftp://example.org', 'not a url', 'http://'])
      expect(outcome(url, { url: bad, text: '' })).toEqual({ error: 'errors.properties.invalid_url' });
  });

  it('address: its parts as text, the German states when the country is Deutschland', () => {
    const address = define({ name: 'a', type: 'address', label: 'A', with_name: true });
    const berlin = {
      name: 'HQ',
      street: 'Unter den Linden',
      number: '1',
      zip: '10117',
      city: 'Berlin',
      state: 'Berlin',
      country: 'Deutschland',
    };
    expect(outcome(address, berlin)).toEqual({ value: berlin });
    expect(outcome(address, { ...berlin, state: 'Texas' })).toEqual({
      error: 'errors.properties.invalid_state',
    });
    expect(outcome(address, { ...berlin, country: 'USA', state: 'Texas' })).toMatchObject({
      value: { state: 'Texas' },
    });
    expect(outcome(address, { street: 5 })).toEqual({ error: 'errors.properties.invalid_type' });
    const noName = define({ name: 'a', type: 'address', label: 'A', required: true });
    expect(outcome(noName, berlin)).not.toHaveProperty('value.name');
    expect(outcome(noName, { street: ' ' })).toEqual({ error: 'js.required' });
  });

  it('headline and statistics take no value', () => {
    expect(outcome(define({ name: 'h', type: 'headline', label: 'H' }), 'x')).toEqual({ value: undefined });
    expect(outcome(define({ name: 's', type: 'statistics', label: 'S' }), 5)).toEqual({ value: undefined });
  });
});

describe('references the viewer may see', () => {
  it('membership: visible members with their names; unknown ids refused', async () => {
    const ada = await createMember(t.database.db, { firstName: 'Ada', lastName: 'Lovelace' });
    const assignees = define({ name: 'assignees', type: 'membership', label: 'A', multiple: true });
    const owner = define({ name: 'owner', type: 'membership', label: 'O' });
    expect(await validate([assignees, owner], { assignees: [ada.id], owner: { id: ada.id } })).toEqual({
      values: {
        assignees: [{ id: ada.id, displayName: 'Ada Lovelace' }],
        owner: { id: ada.id, displayName: 'Ada Lovelace' },
      },
    });
    expect(await validate([owner], { owner: [ada.id, viewer.id] })).toEqual({
      fields: { 'values.owner': ['errors.properties.invalid_type'] },
    });
    expect(await validate([owner], { owner: 'aaaaaaaaaaaaaaaaaaaaaaaa' })).toEqual({
      fields: { 'values.owner': ['errors.properties.not_found'] },
    });
  });

  it('file and image: files the viewer may see, images only of image files', async () => {
    const mine = await createFile(t.ctx, { author: await memberRecord(viewer.id), name: 'plan.pdf' });
    const picture = await createFile(t.ctx, {
      author: await memberRecord(viewer.id),
      name: 'photo.png',
      type: 'image',
    });
    const others = await createFile(t.ctx, { name: 'secret.pdf' });
    const file = define({ name: 'file', type: 'file', label: 'F' });
    const image = define({ name: 'image', type: 'image', label: 'I' });
    expect(await validate([file, image], { file: mine.id, image: picture.id })).toEqual({
      values: {
        file: { id: mine.id, name: 'plan.pdf', extension: 'pdf' },
        image: { id: picture.id, name: 'photo.png' },
      },
    });
    expect(await validate([file, image], { file: others.id, image: mine.id })).toEqual({
      fields: {
        'values.file': ['errors.properties.not_found'],
        'values.image': ['errors.properties.not_image'],
      },
    });
  });

  it('relation: only items the apps module answers for the viewer', async () => {
    const related = define({ name: 'related', type: 'relation', label: 'R', multiple: true });
    const id = 'bbbbbbbbbbbbbbbbbbbbbbbb';
    expect(await validate([related], { related: [id] })).toEqual({
      fields: { 'values.related': ['errors.properties.not_found'] },
    });
    const relations = async () => new Map([[id, { id, displayValue: 'Printer', app_id: 'a' }]]);
    expect(await validate([related], { related: [{ id }] }, { relations })).toEqual({
      values: { related: [{ id, displayValue: 'Printer', app_id: 'a' }] },
    });
  });

  it('tag: existing tags and new_ tags created in the same transaction, nothing when another field fails', async () => {
    const topic = define({ name: 'topics', type: 'tag', label: 'T' });
    const title = define({ name: 'title', type: 'text', label: 'T', required: true });
    const failed = await validate([topic, title], { topics: ['new_Printers'], title: '' });
    expect(failed).toEqual({ fields: { 'values.title': ['js.required'] } });
    expect(await t.database.db.select().from(tags).where(eq(tags.name, 'Printers'))).toHaveLength(0);

    const checked = await validatePropertyValues(t.ctx, viewer, [topic], {
      topics: [{ id: 'new_Printers', name: 'Printers' }],
    });
    expect(await t.database.db.select().from(tags).where(eq(tags.name, 'Printers'))).toHaveLength(0);
    const created = await t.ctx.db.transaction((tx) => checked.write(tx));
    const [printers] = await t.database.db.select().from(tags).where(eq(tags.name, 'Printers'));
    expect(created).toEqual({ topics: [{ id: printers?.id, name: 'Printers' }] });
    expect(await validate([topic], { topics: [printers?.id, 'new_printers'] })).toEqual({
      values: { topics: [{ id: printers?.id, name: 'Printers' }] },
    });
    expect(await validate([topic], { topics: ['cccccccccccccccccccccccc'] })).toEqual({
      fields: { 'values.topics': ['errors.properties.invalid_tag'] },
    });
  });

  it('collects every field error at once and ignores read-only fields', async () => {
    const due = define({ name: 'due', type: 'date', label: 'D' });
    const email = define({ name: 'email', type: 'email', label: 'E' });
    expect(await validate([due, email], { due: 'tomorrow', email: 'nope' }, { fieldPrefix: 'item' })).toEqual(
      {
        fields: {
          'item.due': ['errors.properties.invalid_date'],
          'item.email': ['errors.properties.invalid_email'],
        },
      },
    );
    expect(
      await validate([due, email], { due: 'tomorrow', email: 'a@b.de' }, { readOnly: new Set(['due']) }),
    ).toEqual({
      values: { email: 'a@b.de' },
    });
  });
});

async function memberRecord(id: string) {
  const { members } = await import('../../platform/identity/tables.js');
  const [row] = await t.database.db.select().from(members).where(eq(members.id, id));
  if (!row) throw new Error('member missing');
  return row;
}
