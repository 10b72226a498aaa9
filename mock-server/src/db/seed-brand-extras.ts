import type { Faker } from '@faker-js/faker';
import { badge } from './catalogue.ts';
import { seededId } from './ids.ts';
import { seedBrandMedia } from './seed-media.ts';
import type { BrandRow, BrandSettings, CampaignRow, SettingValues, World } from './types.ts';

const DAY = 24 * 60 * 60 * 1000;
/** §9: campaigns are paged 30 at a time, so the first location of each group has more than a page. */
const CAMPAIGNS_ON_SHOWCASE = 42;
const CAMPAIGNS_PER_LOCATION = 2;

/** Per-service settings; MONITORING carries the §3 monitoring settings. */
function serviceValues(code: string, brand: BrandRow, faker: Faker): SettingValues {
  switch (code) {
    case 'TEAM_SCHEDULING':
      return {
        overtime_threshold_hours: 40,
        publish_days_ahead: faker.helpers.arrayElement([7, 14]),
        allow_shift_swaps: true,
      };
    case 'SOURCE_HIRE':
      return { auto_reply: true, default_job_board: 'indeed', careers_page_slug: brand.slug };
    case 'TEAM_LIVE':
      return { geofence: true, photo_on_clock_in: faker.datatype.boolean() };
    case 'MONITORING':
      return { is_enabled: true, sampling_percentage: 25, session_recording_percentage: 5 };
    default:
      return {};
  }
}

function settingsFor(brand: BrandRow, faker: Faker, firstGroupId: string): BrandSettings {
  const firstGroup = brand.group_id === firstGroupId || brand.type === 'ENTERPRISE';
  const services = Object.fromEntries(
    [...brand.services.map((s) => s.code), 'MONITORING'].map((code) => [
      code,
      serviceValues(code, brand, faker),
    ]),
  );
  return {
    // §3: level is a comma-separated string; the client splits it.
    positions: firstGroup
      ? { level: 'GP,CHILD', position_management_mode: 'CENTRALIZED' }
      : { level: 'GP,PARENT,CHILD', position_management_mode: 'DECENTRALIZED' },
    business_setup: {
      business_type: firstGroup ? 'RESTAURANT' : 'HOTEL',
      week_start_day: firstGroup ? 'MONDAY' : 'SUNDAY',
      currency_code: 'USD',
      pay_period: firstGroup ? 'BIWEEKLY' : 'WEEKLY',
    },
    break_waiver: {
      enabled: firstGroup,
      require_signature: firstGroup,
      files: firstGroup
        ? [
            {
              uuid: `bw-${brand.id}-1`,
              name: 'Meal break waiver.pdf',
              path: `/files/${brand.id}/meal-break-waiver.pdf`,
            },
            {
              uuid: `bw-${brand.id}-2`,
              name: 'Rest break waiver.pdf',
              path: `/files/${brand.id}/rest-break-waiver.pdf`,
            },
          ]
        : [],
    },
    reports: { default_period: faker.helpers.arrayElement(['DAY', 'WEEK', 'MONTH'] as const) },
    teamlive: {
      enabled: brand.services.some((s) => s.code === 'TEAM_LIVE'),
      clock_in_radius_meters: faker.helpers.arrayElement([100, 150, 250]),
      allow_mobile_clock_in: true,
      early_clock_in_minutes: faker.helpers.arrayElement([5, 10, 15]),
      auto_clock_out_hours: 12,
    },
    services,
  };
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** Settings, logos, profile schemes, job-board campaigns and media (seed-media.ts) per brand. */
export function seedBrandExtras(world: World, faker: Faker): void {
  let campaignNo = 0;
  for (const brand of world.brands.values()) {
    world.brandSettings.set(brand.id, settingsFor(brand, faker, seededId(world.idPrefix, 'GP-1')));
    const topOfTree = brand.type === 'GP' || brand.type === 'ENTERPRISE';
    world.brandMedia.set(brand.id, {
      logo: topOfTree
        ? { uuid: `logo-${brand.id}`, path: badge(initials(brand.name), brand.accent_color) }
        : null,
      cover: topOfTree
        ? {
            uuid: `cover-${brand.id}`,
            path: badge(brand.name.split(' ')[0] ?? '', brand.accent_color, 720, 240),
          }
        : null,
    });
    // Employer profile schemes live on groups and on MICE locations; everything else inherits (§6).
    if (topOfTree || brand.services.some((s) => s.code === 'MICE')) {
      world.employerSchemes.set(brand.id, {
        scheme_settings: { background_color: brand.header_color, accent_color: brand.accent_color },
        profile_image: {
          uuid: `scheme-${brand.id}`,
          path: badge(initials(brand.name), brand.accent_color),
        },
        rectangle_profile_image: {
          uuid: `scheme-rect-${brand.id}`,
          path: badge(brand.name, brand.accent_color, 720, 240),
        },
      });
    }
    if (brand.type !== 'CHILD') continue;
    const showcase = brand.id.endsWith('-1-1');
    const count = showcase ? CAMPAIGNS_ON_SHOWCASE : CAMPAIGNS_PER_LOCATION;
    for (let i = 0; i < count; i++) {
      const row: CampaignRow = {
        id: seededId(world.idPrefix, `cp-${++campaignNo}`),
        brand_id: brand.id,
        title: `${faker.helpers.arrayElement(['Line Cook', 'Server', 'Host', 'Bartender', 'Shift Lead'])} — ${brand.city}`,
        status: faker.helpers.weightedArrayElement([
          { weight: 6, value: 'ACTIVE' as const },
          { weight: 2, value: 'PAUSED' as const },
          { weight: 2, value: 'ENDED' as const },
        ]),
        budget: faker.number.int({ min: 50, max: 1500 }),
        clicks: faker.number.int({ min: 0, max: 4000 }),
        applies: faker.number.int({ min: 0, max: 120 }),
        created_at: world.seededAt - faker.number.int({ min: 1, max: 90 }) * DAY,
      };
      world.campaigns.set(row.id, row);
    }
  }

  seedBrandMedia(world);
}
