import type { PropertyDefinition } from '../../../../contract/property-sets.js';
import { buildApp, buildItems } from '../build/apps.js';
import { personByKey, type SeedContext } from './context.js';

const DAY = 24 * 60 * 60 * 1000;
const dayFrom = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const REQUEST_PROPERTIES: PropertyDefinition[] = [
  { name: 'title', type: 'text', label: 'Request', hint: '', required: true, multiline: false },
  {
    name: 'stage',
    type: 'selection',
    label: 'Stage',
    hint: '',
    required: false,
    multiple: false,
    options: [
      { label: 'New', value: 'new' },
      { label: 'In progress', value: 'in_progress' },
      { label: 'Waiting', value: 'waiting' },
      { label: 'Done', value: 'done' },
    ],
  },
  {
    name: 'priority',
    type: 'selection',
    label: 'Priority',
    hint: '',
    required: false,
    multiple: false,
    options: [
      { label: 'Low', value: 'low' },
      { label: 'Normal', value: 'normal' },
      { label: 'Urgent', value: 'urgent' },
    ],
  },
  { name: 'assignees', type: 'membership', label: 'Assignees', hint: '', required: false, multiple: true },
  { name: 'due', type: 'date', label: 'Due', hint: '', required: false },
  { name: 'details', type: 'text', label: 'Details', hint: '', required: false, multiline: true },
];

const ROOM_PROPERTIES: PropertyDefinition[] = [
  { name: 'title', type: 'text', label: 'Occasion', hint: '', required: true, multiline: false },
  {
    name: 'room',
    type: 'selection',
    label: 'Room',
    hint: '',
    required: true,
    multiple: false,
    options: [
      { label: 'Berlin – Spree', value: 'spree' },
      { label: 'Berlin – Havel', value: 'havel' },
      { label: 'Hamburg – Elbe', value: 'elbe' },
    ],
  },
  { name: 'date', type: 'date', label: 'Date', hint: '', required: true },
  {
    name: 'people',
    type: 'number',
    label: 'People',
    hint: '',
    required: false,
    precision: 0,
    min: 1,
    max: 40,
    prefix: '',
    postfix: '',
  },
  { name: 'contact', type: 'membership', label: 'Contact', hint: '', required: false, multiple: false },
];

/**
 * Two demo apps: the IT requests board (a wall in four stages, items in every stage, one unassigned,
 * one archived, assignees and an assignment mail) and the room bookings list (no wall).
 */
export async function seedApps(seed: SeedContext): Promise<void> {
  const { db } = seed;
  const admin = seed.accounts.admin;
  const me = seed.accounts.member;
  const anna = personByKey(seed, 'anna');
  const lukas = personByKey(seed, 'lukas');
  const person = (p: { id: string }, name: string) => ({ id: p.id, displayName: name });
  const requests = await buildApp(db, {
    authorId: admin,
    name: 'IT Requests',
    slug: 'it-requests',
    description: 'Ask the IT team for hardware, access and help. The team moves requests through the stages.',
    group: null,
    properties: REQUEST_PROPERTIES,
    columnProperty: 'stage',
    editors: [
      { type: 'system_role', id: 'network_admin' },
      { type: 'member', id: lukas.id },
    ],
    teaserTemplate: 'New IT request: {{title}}',
    integrations: [
      {
        uuid: 'it-requests-assign',
        type: 'email_notification',
        trigger: 'assign',
        assignee_property_id: 'assignees',
        email_subject_template: 'IT request for you: {{title}}',
        email_text_template: 'You were assigned to the IT request "{{item}}".',
      },
    ],
    showInUserbar: true,
  });
  await buildItems(db, requests, REQUEST_PROPERTIES, [
    {
      authorId: me,
      values: { title: 'New laptop for the intern', stage: 'new', priority: 'normal', due: dayFrom(7) },
    },
    {
      authorId: anna.id,
      values: {
        title: 'VPN access for the Hamburg office',
        stage: 'new',
        priority: 'urgent',
        details: 'Three new colleagues start on Monday.',
      },
    },
    {
      authorId: me,
      values: {
        title: 'Printer on the 2nd floor jams',
        stage: 'in_progress',
        priority: 'normal',
        assignees: [person(lukas, 'Lukas Müller')],
        details: 'Paper jams at every second page since the toner change.',
      },
    },
    {
      authorId: anna.id,
      values: {
        title: 'Licence for the design tool',
        stage: 'waiting',
        priority: 'low',
        assignees: [person(lukas, 'Lukas Müller')],
      },
    },
    { authorId: me, values: { title: 'Set up the meeting room display', stage: 'done', priority: 'normal' } },
    { authorId: anna.id, values: { title: 'Headset for calls', priority: 'low' } },
    {
      authorId: me,
      values: { title: 'Old monitor pick-up', stage: 'done' },
      archivedAt: new Date(Date.now() - 20 * DAY),
    },
  ]);

  const rooms = await buildApp(db, {
    authorId: admin,
    name: 'Room Bookings',
    slug: 'room-bookings',
    description: 'Book a meeting room. The list shows every booking; archive a booking you no longer need.',
    group: null,
    properties: ROOM_PROPERTIES,
    columnProperty: null,
  });
  await buildItems(db, rooms, ROOM_PROPERTIES, [
    {
      authorId: me,
      values: {
        title: 'Sprint review',
        room: 'spree',
        date: dayFrom(2),
        people: 8,
        contact: person(anna, 'Anna Schmidt'),
      },
    },
    { authorId: anna.id, values: { title: 'Board meeting', room: 'havel', date: dayFrom(5), people: 12 } },
    { authorId: me, values: { title: 'Customer workshop', room: 'elbe', date: dayFrom(9), people: 20 } },
    {
      authorId: anna.id,
      values: { title: 'Team lunch', room: 'spree', date: dayFrom(-3), people: 6 },
      archivedAt: new Date(),
    },
  ]);
}
