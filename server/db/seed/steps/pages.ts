import { insertPageWithVersion } from '../../../modules/pages/service.js';
import type { SeedContext } from './context.js';

type PlannedPage = {
  slug: string;
  title: string;
  content: string;
  children?: PlannedPage[];
  showInUserbar?: boolean;
  public?: boolean;
};

/** The network's handbook: a small tree with headings (for the table of contents) and a table. */
const HANDBOOK: PlannedPage[] = [
  {
    slug: 'handbook',
    title: 'Employee handbook',
    showInUserbar: true,
    content:
      '<p>Everything you need for your daily work at Northwind, in one place.</p>' +
      '<h2>How this handbook works</h2><p>Each chapter is a page of its own. Anyone can suggest changes to the people team.</p>' +
      '<h2>Who to ask</h2><table><tbody><tr><th>Topic</th><th>Contact</th></tr>' +
      '<tr><td>IT and accounts</td><td>IT service desk</td></tr><tr><td>Travel and expenses</td><td>Finance</td></tr>' +
      '<tr><td>Holidays and sick leave</td><td>Human resources</td></tr></tbody></table>',
    children: [
      {
        slug: 'onboarding',
        title: 'Onboarding',
        content:
          '<h2>Your first day</h2><p>Pick up your laptop at the IT desk on the ground floor and join the welcome session at 10:00.</p>' +
          '<h2>Your first week</h2><ul><li>Meet your mentor</li><li>Set up two-factor sign-in</li><li>Join the groups of your team</li></ul>',
      },
      {
        slug: 'travel-and-expenses',
        title: 'Travel and expenses',
        content:
          '<h2>Booking</h2><p>Book trains and flights through the travel portal; hotels up to the city rate.</p>' +
          '<h2>Receipts</h2><p>Hand in receipts within four weeks of the trip.</p>',
      },
      {
        slug: 'working-from-home',
        title: 'Working from home',
        public: true,
        content:
          '<p>Work from home up to three days a week, agreed with your team.</p>' +
          '<h2>Equipment</h2><p>A second screen and a headset are provided on request.</p>',
      },
    ],
  },
  {
    slug: 'visitor-information',
    title: 'Visitor information',
    showInUserbar: true,
    public: true,
    content:
      '<h2>Getting here</h2><p>Take the tram to Harbour Square; reception is at the main entrance.</p>' +
      '<h2>Wi-Fi</h2><p>Ask reception for a guest voucher.</p>',
  },
];

/** A page of a demo group: the engineering team's working agreements. */
const ENGINEERING: PlannedPage = {
  slug: 'working-agreements',
  title: 'Working agreements',
  content:
    '<h2>Code review</h2><p>Every change is reviewed by one other engineer before it is merged.</p>' +
    '<h2>On call</h2><p>The on-call rotation changes every Monday at 09:00.</p>',
};

async function plant(
  seed: SeedContext,
  pages: PlannedPage[],
  scope: { groupId: string | null; parentId: string | null; authorId: string },
) {
  for (const [position, page] of pages.entries()) {
    const row = await insertPageWithVersion(seed.db, {
      groupId: scope.groupId,
      parentId: scope.parentId,
      position,
      slug: page.slug,
      title: page.title,
      content: page.content,
      authorId: scope.authorId,
      showInUserbar: page.showInUserbar,
      public: page.public,
    });
    if (page.children) await plant(seed, page.children, { ...scope, parentId: row.id });
  }
}

/** Demo pages: the handbook tree of the network and a page of the engineering group. */
export async function seedPages(seed: SeedContext): Promise<void> {
  await plant(seed, HANDBOOK, { groupId: null, parentId: null, authorId: seed.accounts.admin });
  const engineering = seed.groups.engineering;
  if (engineering) {
    await plant(seed, [ENGINEERING], { groupId: engineering, parentId: null, authorId: seed.accounts.admin });
  }
}
