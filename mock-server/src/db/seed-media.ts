/**
 * Brand media (§3 Media): a few files on every location, so the profile's brand media card has
 * something to show, plus the showcase rows and the issued upload the endpoint table's examples use.
 * The rows come from a faker of their own, seeded from the world seed, so adding or changing them
 * never shifts the people, campaigns or settings seeded from the shared one.
 */
import { Faker, en } from '@faker-js/faker';
import type { Media } from '@ws/contracts';
import { badge } from './catalogue.ts';
import { seededId } from './ids.ts';
import type { BrandRow, World } from './types.ts';

const DAY = 24 * 60 * 60 * 1000;
const MEDIA_SEED_SALT = 505;
const MEDIA_PER_LOCATION = 4;
/** The first location under each parent has more than one page of 12, so paging can be seen. */
const MEDIA_ON_SHOWCASE = 12;

interface MediaIdea {
  title: string;
  description: string;
  type: Media['type'];
  format: string;
  /** Images are SVG badges, so thumbnails render with no file server: a short word on a colour. */
  badge?: { label: string; rgb: string };
}

const IDEAS: readonly MediaIdea[] = [
  {
    title: 'Storefront',
    description: 'The entrance at opening time.',
    type: 'IMAGE',
    format: 'png',
    badge: { label: 'SHOP', rgb: '21,94,117' },
  },
  {
    title: 'Signature dish',
    description: 'What guests order most.',
    type: 'IMAGE',
    format: 'jpg',
    badge: { label: 'DISH', rgb: '194,65,12' },
  },
  {
    title: 'Dining room',
    description: 'Set for the evening service.',
    type: 'IMAGE',
    format: 'jpg',
    badge: { label: 'DINING', rgb: '109,40,217' },
  },
  {
    title: 'Patio',
    description: 'Outdoor seating in summer.',
    type: 'IMAGE',
    format: 'webp',
    badge: { label: 'PATIO', rgb: '21,128,61' },
  },
  {
    title: 'Line check',
    description: 'How the line is set before service.',
    type: 'IMAGE',
    format: 'png',
    badge: { label: 'LINE', rgb: '180,83,9' },
  },
  {
    title: 'Welcome message',
    description: 'The general manager greets new starters.',
    type: 'VIDEO',
    format: 'mp4',
  },
  {
    title: 'Food safety basics',
    description: 'Handwashing, temperatures and labels.',
    type: 'VIDEO',
    format: 'mp4',
  },
  {
    title: 'Closing routine',
    description: 'The last hour of a shift, step by step.',
    type: 'VIDEO',
    format: 'mov',
  },
  {
    title: 'Guest greeting',
    description: 'The first thirty seconds at the host stand.',
    type: 'VIDEO',
    format: 'webm',
  },
  {
    title: 'Employee handbook',
    description: 'Policies every team member signs.',
    type: 'DOCUMENT',
    format: 'pdf',
  },
  {
    title: 'Allergen chart',
    description: 'The allergens in every dish on the menu.',
    type: 'DOCUMENT',
    format: 'pdf',
  },
  {
    title: 'Uniform guide',
    description: 'What to wear front and back of house.',
    type: 'DOCUMENT',
    format: 'docx',
  },
  {
    title: 'Opening checklist',
    description: 'Everything to switch on and check.',
    type: 'DOCUMENT',
    format: 'xlsx',
  },
  {
    title: 'Emergency contacts',
    description: 'Who to call, and in what order.',
    type: 'DOCUMENT',
    format: 'pdf',
  },
];

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function mediaRow(world: World, brand: BrandRow, idea: MediaIdea, id: string, faker: Faker): Media {
  const created_at = new Date(
    world.seededAt -
      faker.number.int({ min: 1, max: 180 }) * DAY -
      faker.number.int({ min: 0, max: DAY - 1 }),
  ).toISOString();
  const { badge: picture, ...fields } = idea;
  return {
    id,
    brand_id: brand.id,
    ...fields,
    // Pictures are SVG badges; other files are only named, as no call reads their bytes.
    path: picture
      ? badge(picture.label, picture.rgb, 480, 320)
      : `/media/${brand.id}/${slugOf(idea.title)}.${idea.format}`,
    // is_hosted exists only on VIDEO media.
    ...(idea.type === 'VIDEO' ? { is_hosted: faker.datatype.boolean() } : {}),
    positions: [],
    media_secondary: null,
    created_at,
  };
}

/** The rows the endpoint table's examples and the world test rely on, on the first location. */
function seedShowcase(world: World, brand: BrandRow): void {
  const created_at = new Date(world.seededAt - 7 * DAY).toISOString();
  world.media.set('md-1', {
    id: 'md-1',
    brand_id: brand.id,
    title: 'Kitchen tour',
    description: 'A walk through the line before service.',
    type: 'VIDEO',
    format: 'mp4',
    path: `/media/${brand.id}/kitchen-tour.mp4`,
    is_hosted: true,
    positions: ['po-5', 'po-6'],
    media_secondary: { path: `/media/${brand.id}/kitchen-tour.jpg`, format: 'jpg' },
    created_at,
  });
  world.media.set('md-2', {
    id: 'md-2',
    brand_id: brand.id,
    title: 'Team photo',
    description: 'Summer staff party.',
    type: 'IMAGE',
    format: 'jpg',
    path: badge('TEAM', brand.accent_color, 720, 240),
    positions: [],
    media_secondary: null,
    created_at,
  });
  // An issued upload already PUT once (a presigned URL may be re-used until it expires): the
  // table's examples for PUT {upload_url} and POST /v1/brands/{id}/media both use it.
  world.uploads.set('demo-upload', {
    key: 'demo-upload',
    brand_id: brand.id,
    file_name: 'welcome.mp4',
    media_type: 'VIDEO',
    media_format: 'mp4',
    expires_at: world.seededAt + 365 * DAY,
    size: 1_048_576,
  });
}

export function seedBrandMedia(world: World): void {
  const faker = new Faker({ locale: [en], seed: world.seed + MEDIA_SEED_SALT });
  const showcase = world.brands.get(seededId(world.idPrefix, 'CH-1-1-1'));
  if (showcase) seedShowcase(world, showcase);
  for (const brand of world.brands.values()) {
    if (brand.type !== 'CHILD') continue;
    const count = brand.id.endsWith('-1') ? MEDIA_ON_SHOWCASE : MEDIA_PER_LOCATION;
    faker.helpers.arrayElements(IDEAS, count).forEach((idea, i) => {
      const id = `md-${brand.id}-${i + 1}`;
      world.media.set(id, mediaRow(world, brand, idea, id, faker));
    });
  }
}
