import type { Faker } from '@faker-js/faker';
import type { Budget, Raffle, RewardsConfiguration, Rule } from '@ws/contracts';
import { createRng } from '../../sim/random.ts';
import { brandSubtree, isWithin } from '../tree.ts';
import type { BrandRow, EmployeeRow, World } from '../types.ts';
import { ByBrand } from '../stores/by-brand.ts';
import type { Problem } from '../stores/problem.ts';
import { firstProblem, problem } from '../stores/problem.ts';
import { addDays, DAY_MS, isoDay, wholeMinute } from '../scheduling/time.ts';
import type { RewardsStore } from '../stores/stores.ts';

export type { RewardsStore } from '../stores/stores.ts';

export const DEFAULT_CONFIGURATION: RewardsConfiguration = {
  enabled: false,
  points_name: 'Points',
  points_per_currency_unit: 10,
  approval_required: true,
};

export const emptyRewards = (): RewardsStore => ({
  configuration: new Map(),
  budgets: new ByBrand('bud'),
  rules: new ByBrand('rule'),
  raffles: new ByBrand('raf'),
});

export function configurationOf(world: World, brandId: string): RewardsConfiguration {
  for (let id: string | null = brandId; id; id = world.brands.get(id)?.parent_id ?? null) {
    const own = world.extensions.rewards.configuration.get(id);
    if (own) return own;
  }
  return DEFAULT_CONFIGURATION;
}

/** Budget locations: child brands at or below the budget's brand. */
function checkLocations(world: World, brandId: string, ids: string[] | undefined): Problem | null {
  const at = (ids ?? []).findIndex(
    (id) => world.brands.get(id)?.type !== 'CHILD' || !isWithin(world, id, brandId),
  );
  return at < 0
    ? null
    : problem(`body.location_brand_ids.${at}`, `${ids?.[at]} is not a location of ${brandId}`);
}

function checkCurrency(world: World, code: string | undefined): Problem | null {
  if (code === undefined || [...world.currencies.values()].some((c) => c.code === code))
    return null;
  return problem('body.currency_code', `${code} is not a listed currency`);
}

export function checkPositions(world: World, ids: string[] | undefined): Problem | null {
  const at = (ids ?? []).findIndex((id) => world.positions.get(id)?.archived !== false);
  return at < 0
    ? null
    : problem(`body.audience.positions.${at}`, `${ids?.[at]} is not an open position`);
}

/** What a budget's fields must fit beyond their schema; an update may not cut the amount below what is spent. */
export function budgetProblem(
  world: World,
  brandId: string,
  body: { currency_code?: string; location_brand_ids?: string[]; amount?: number },
  spent = 0,
): Problem | null {
  return firstProblem(
    checkCurrency(world, body.currency_code),
    checkLocations(world, brandId, body.location_brand_ids),
    body.amount !== undefined && body.amount < spent
      ? problem('body.amount', `may not drop below the ${spent} already spent`)
      : null,
  );
}

/** Entrants are employees working at or below the raffle's brand; names are copied for the raffle's record. */
export function raffleEntries(
  world: World,
  brandId: string,
  entries: { user_id: string; tickets: number }[],
): { entries: Raffle['entries'] } | Problem {
  const out: Raffle['entries'] = [];
  for (const [i, entry] of entries.entries()) {
    const employee = world.employees.get(entry.user_id);
    if (!employee || !isWithin(world, employee.brand_id, brandId)) {
      return problem(`body.entries.${i}.user_id`, `${entry.user_id} does not work at ${brandId}`);
    }
    out.push({
      user_id: employee.id,
      name: `${employee.first_name} ${employee.last_name}`,
      tickets: entry.tickets,
    });
  }
  return { entries: out };
}

/** FNV-1a, so a raffle's draw depends only on the world seed and its id. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A winner weighted by tickets; the same raffle always draws the same winner. */
export function drawWinner(seed: number, raffle: Raffle): Raffle['winner'] {
  const total = raffle.entries.reduce((sum, e) => sum + e.tickets, 0);
  let ticket = Math.floor(createRng((seed ^ hash(raffle.id)) >>> 0).next() * total);
  const winner = raffle.entries.find((e) => (ticket -= e.tickets) < 0);
  return winner ? { user_id: winner.user_id, name: winner.name } : null;
}

const PRIZES = [
  '$50 gift card',
  'An extra paid day off',
  'Two concert tickets',
  'Wireless earbuds',
  'A reserved parking spot for a month',
  '$100 dining voucher',
];
const BUDGETS: Record<
  BrandRow['type'],
  [name: string, period: Budget['period'], min: number, max: number][]
> = {
  ENTERPRISE: [['Company-wide recognition fund', 'YEARLY', 80_000, 120_000]],
  GP: [
    ['Annual recognition fund', 'YEARLY', 20_000, 50_000],
    ['Service awards', 'YEARLY', 5_000, 12_000],
  ],
  PARENT: [['Regional quarterly awards', 'QUARTERLY', 4_000, 9_000]],
  CHILD: [
    ['Monthly shout-outs', 'MONTHLY', 300, 800],
    ['Perfect attendance bonuses', 'MONTHLY', 200, 600],
    ['Team celebration fund', 'QUARTERLY', 500, 1_500],
  ],
};

/** Budgets, rules and raffles at every brand (and configuration at the top levels) a manager would recognise. */
export function seedRewards(world: World, faker: Faker, store: RewardsStore): void {
  const boh = [...world.positions.values()]
    .filter((p) => p.category_id === 'pc-boh')
    .map((p) => p.id);
  const rules: Omit<Rule, 'id' | 'brand_id' | 'active'>[] = [
    {
      name: 'Perfect attendance month',
      trigger: 'PERFECT_ATTENDANCE',
      points: 100,
      audience: { positions: [], roles: ['EMPLOYEE', 'SHIFT_LEAD'] },
    },
    {
      name: "Covered a teammate's shift",
      trigger: 'SHIFT_COVER',
      points: 40,
      audience: { positions: [], roles: ['EMPLOYEE'] },
    },
    {
      name: 'Peer shout-out',
      trigger: 'PEER_SHOUTOUT',
      points: 10,
      audience: { positions: [], roles: [] },
    },
    {
      name: 'One year with the team',
      trigger: 'TENURE_MILESTONE',
      points: 250,
      audience: { positions: [], roles: ['EMPLOYEE', 'SHIFT_LEAD', 'MANAGER'] },
    },
    {
      name: 'Kitchen hero',
      trigger: 'SHIFT_COVER',
      points: 60,
      audience: { positions: boh, roles: ['EMPLOYEE'] },
    },
  ];
  const today = isoDay(world.seededAt);
  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthStart = `${isoDay(Date.parse(`${monthStart}T00:00:00Z`) - DAY_MS).slice(0, 8)}01`;
  const monthName = (day: string) =>
    new Date(`${day}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

  store.configuration.set('EN-1', {
    enabled: true,
    points_name: 'Points',
    points_per_currency_unit: 10,
    approval_required: true,
  });
  for (const brand of world.brands.values()) {
    if (brand.type === 'GP') {
      store.configuration.set(brand.id, {
        enabled: true,
        points_name: faker.helpers.arrayElement(['Stars', 'Kudos', 'Harbor Points']),
        points_per_currency_unit: faker.helpers.arrayElement([5, 10, 20]),
        approval_required: faker.datatype.boolean(),
      });
    }
    const currency = world.brandSettings.get(brand.id)?.business_setup.currency_code ?? 'USD';
    const locations = brandSubtree(world, brand.id).filter(
      (id) => world.brands.get(id)?.type === 'CHILD',
    );
    for (const [name, period, min, max] of BUDGETS[brand.type]) {
      const amount = faker.number.int({ min: min / 50, max: max / 50 }) * 50;
      store.budgets.put({
        id: store.budgets.nextId(brand.id),
        brand_id: brand.id,
        name,
        amount,
        currency_code: currency,
        period,
        location_brand_ids: locations,
        spent: Math.round(amount * faker.number.float({ min: 0.15, max: 0.85 }) * 100) / 100,
        created_at: wholeMinute(world.seededAt - faker.number.int({ min: 40, max: 400 }) * DAY_MS),
      });
    }
    if (brand.type === 'ENTERPRISE') continue;
    for (const [i, rule] of rules.entries()) {
      store.rules.put({
        ...rule,
        id: store.rules.nextId(brand.id),
        brand_id: brand.id,
        points: rule.points + faker.number.int({ min: 0, max: 4 }) * 5,
        active: i < 4 || faker.datatype.boolean(),
      });
    }
    const staff = brandSubtree(world, brand.id)
      .flatMap((id) => world.employeesByBrand.get(id) ?? [])
      .map((id) => world.employees.get(id))
      .filter((e): e is EmployeeRow => e !== undefined && e.status === 'ACTIVE');
    if (brand.type === 'PARENT' || staff.length < 2) continue;
    const entrants = () =>
      faker.helpers.arrayElements(staff, { min: 2, max: 6 }).map((e) => ({
        user_id: e.id,
        name: `${e.first_name} ${e.last_name}`,
        tickets: faker.number.int({ min: 1, max: 5 }),
      }));
    const open: Raffle = {
      id: store.raffles.nextId(brand.id),
      brand_id: brand.id,
      name: `${monthName(monthStart)} appreciation raffle`,
      prize: faker.helpers.arrayElement(PRIZES),
      start_date: monthStart,
      end_date: addDays(
        `${isoDay(Date.parse(`${monthStart}T00:00:00Z`) + 32 * DAY_MS).slice(0, 8)}01`,
        -1,
      ),
      entries: entrants(),
      status: 'OPEN',
      winner: null,
      drawn_at: null,
    };
    const drawn: Raffle = {
      ...open,
      id: store.raffles.nextId(brand.id),
      name: `${monthName(lastMonthStart)} appreciation raffle`,
      prize: faker.helpers.arrayElement(PRIZES),
      start_date: lastMonthStart,
      end_date: addDays(monthStart, -1),
      entries: entrants(),
      status: 'DRAWN',
      drawn_at: wholeMinute(Math.min(Date.parse(`${monthStart}T15:00:00Z`), world.seededAt)),
    };
    store.raffles.put(open);
    store.raffles.put({ ...drawn, winner: drawWinner(world.seed, drawn) });
  }
}
