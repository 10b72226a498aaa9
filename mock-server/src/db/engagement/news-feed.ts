import type { Faker } from '@faker-js/faker';
import type { NewsItem } from '@ws/contracts';
import { ancestry } from '../tree.ts';
import type { BrandRow, UserRow, World } from '../types.ts';
import { DAY_MS, wholeMinute } from '../scheduling/time.ts';
import type { NewsRow, NewsStore } from '../stores/stores.ts';

export type { NewsRow, NewsStore } from '../stores/stores.ts';

export const emptyNews = (): NewsStore => ({ byBrand: new Map(), reads: new Map() });

/** What the caller sees at a brand: its own news and its ancestors', newest first. */
export function feedOf(world: World, brandId: string): NewsRow[] {
  return ancestry(world, brandId)
    .flatMap((id) => world.extensions.news.byBrand.get(id) ?? [])
    .sort((a, b) => b.published_at.localeCompare(a.published_at) || a.id.localeCompare(b.id));
}

export function readSet(world: World, user: UserRow): Set<string> {
  let reads = world.extensions.news.reads.get(user.id);
  if (!reads) world.extensions.news.reads.set(user.id, (reads = new Set()));
  return reads;
}

type Template = [
  NewsItem['category'],
  title: (f: Faker, b: BrandRow) => string,
  body: (f: Faker, b: BrandRow) => string,
];
const TEMPLATES: Template[] = [
  [
    'ANNOUNCEMENT',
    (f) => `Welcome ${f.person.firstName()} to the leadership team`,
    (_, b) =>
      `Please join us in welcoming our newest manager to ${b.name}. Stop by and say hello on your next shift.`,
  ],
  [
    'ANNOUNCEMENT',
    () => 'Seasonal menu launches next week',
    () =>
      'New dishes arrive on Monday. Tasting sessions run before each shift this week so everyone can describe them to guests.',
  ],
  [
    'POLICY',
    () => 'Updated uniform policy',
    () =>
      'Non-slip shoes are now required for every position. Staff can claim a $40 reimbursement with a receipt.',
  ],
  [
    'POLICY',
    () => 'Clock-out attestation is now required',
    () =>
      'When you clock out, the app asks a few short questions about breaks and your hours. Answer them honestly; they protect you.',
  ],
  [
    'RECOGNITION',
    (f) =>
      `${f.person.firstName()} ${f.person.lastName().charAt(0)}. celebrates five years with us`,
    () =>
      'Thank you for five years of great service, training new hires and keeping the line calm on the busiest nights.',
  ],
  [
    'RECOGNITION',
    (_, b) => `Shout-out to the ${b.city} team`,
    () => 'Guest satisfaction scores hit a record high last month. Great work, everyone!',
  ],
  [
    'OPERATIONS',
    (f) => `Walk-in cooler maintenance on ${f.date.weekday()}`,
    () =>
      'The walk-in will be offline from 6am to 10am. Use the reach-ins and plan prep accordingly.',
  ],
  [
    'OPERATIONS',
    () => 'Holiday opening hours',
    () =>
      'We open at 10am and close at 8pm on public holidays. Check the schedule for your updated shifts.',
  ],
  [
    'TRAINING',
    () => 'Food safety refresher due this month',
    () =>
      'Complete the 30-minute food safety module in the learning portal before the end of the month. It counts as paid time.',
  ],
  [
    'TRAINING',
    () => 'New point-of-sale training videos',
    () =>
      'Short videos covering split checks, refunds and gift cards are now available in the learning portal.',
  ],
];
const AUTHOR_TITLE: Record<BrandRow['type'], string> = {
  ENTERPRISE: 'Chief People Officer',
  GP: 'Director of Operations',
  PARENT: 'Regional Manager',
  CHILD: 'General Manager',
};
const PER_BRAND: Record<BrandRow['type'], number> = { ENTERPRISE: 4, GP: 3, PARENT: 2, CHILD: 3 };
/** Seeded news older than this counts as already read by the employers who could see it. */
const READ_AFTER_DAYS = 10;

export function seedNews(world: World, faker: Faker, store: NewsStore): void {
  for (const brand of world.brands.values()) {
    const author = { name: faker.person.fullName(), title: AUTHOR_TITLE[brand.type] };
    const rows = faker.helpers
      .arrayElements(TEMPLATES, PER_BRAND[brand.type])
      .map(([category, title, body], i): NewsRow => ({
        id: `news-${brand.id}-${i + 1}`,
        brand_id: brand.id,
        title: title(faker, brand),
        body: body(faker, brand),
        published_at: wholeMinute(
          world.seededAt - faker.number.int({ min: 120, max: 40 * 24 * 60 }) * 60_000,
        ),
        author,
        category,
      }));
    store.byBrand.set(brand.id, rows);
  }
  const readBefore = new Date(world.seededAt - READ_AFTER_DAYS * DAY_MS).toISOString();
  for (const user of world.users.values()) {
    if (!user.employer || !user.entry_brand_id) continue;
    const old = ancestry(world, user.entry_brand_id)
      .flatMap((id) => store.byBrand.get(id) ?? [])
      .filter((item) => item.published_at < readBefore);
    store.reads.set(user.id, new Set(old.map((item) => item.id)));
  }
}
