import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DRIVERS } from './account-drivers';
import { AUTH_DRIVERS } from './auth-drivers';
import { BULK_DRIVERS } from './bulk-drivers';
import { HIRING_DRIVERS } from './hiring-drivers';
import { LABOUR_DRIVERS } from './labour-drivers';
import { OFFER_DRIVERS } from './offer-drivers';
import { SCHEDULE_DRIVERS } from './schedule-drivers';
import { SETTINGS_DRIVERS } from './settings-drivers';
import { entryOf, rawIn, refusalOf, refusalsOf } from './sweep';
import { TEAM_DRIVERS } from './team-drivers';

/** Every driver of the sweep, by the entry's name. */
const DRIVERS = {
  ...SCHEDULE_DRIVERS,
  ...HIRING_DRIVERS,
  ...SETTINGS_DRIVERS,
  ...AUTH_DRIVERS,
  ...ACCOUNT_DRIVERS,
  ...TEAM_DRIVERS,
  ...LABOUR_DRIVERS,
  ...OFFER_DRIVERS,
  ...BULK_DRIVERS,
};

/**
 * Writes the sweep leaves to others, each with the reason: matched on `name path`. Features being
 * built now add their writes to the table while this sweep stands; each line goes once its writes
 * have drivers in this folder.
 */
const DRIVEN_ELSEWHERE: { about: RegExp; reason: string }[] = [
  {
    about: /^users\.profilePhoto /,
    reason:
      'the photo is sent once the cropper has drawn it on a canvas, which needs a real browser (e2e screens-profile uploads it); its card words any failure as one fixed sentence',
  },
  {
    about: /^registration\.federatedRegistration /,
    reason:
      'made only after a social sign-in popup returns, which needs a real browser; any failure in that flow reads as one fixed sentence (social buttons catch it)',
  },
];

const SOURCE = join(import.meta.dirname, '../../..');

/** Every table entry the web app's own code names (`api.shifts.create`), tests left out. */
function namedByTheApp(): Set<string> {
  const named = new Set<string>();
  const files = readdirSync(SOURCE, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('testing'),
  );
  for (const file of files)
    for (const [, area, key] of readFileSync(join(SOURCE, file), 'utf8').matchAll(
      /\bapi\.(\w+)\s*\.(\w+)/g,
    ))
      if (entryOf(`${area}.${key}`)) named.add(`${area}.${key}`);
  return named;
}

const writes = [...namedByTheApp()].filter((name) => entryOf(name)!.method !== 'GET').sort();
const elsewhere = (name: string) =>
  DRIVEN_ELSEWHERE.some(({ about }) => about.test(`${name} ${entryOf(name)!.path}`));

/** The tests that the sweep covers every write the web app makes, and of its size. */
export const coverage = () =>
  describe('the error sweep covers every write the web app makes', () => {
    it('each write the app calls has a driver, so a new write cannot escape the sweep', () => {
      expect(writes.length).toBeGreaterThan(40);
      const undriven = writes.filter((name) => !DRIVERS[name] && !elsewhere(name));
      expect(undriven, 'writes with no driver in write-refusals/*-drivers.ts').toEqual([]);
    });

    it('each driver drives a write the app calls', () => {
      expect(Object.keys(DRIVERS).filter((name) => !writes.includes(name))).toEqual([]);
    });

    it('a screen that showed the API’s own message would fail the sweep: every raw shape is caught', () => {
      const { message } = refusalOf(entryOf('shifts.create')!, 400);
      expect(rawIn(message).length).toBeGreaterThanOrEqual(5);
      expect(
        rawIn('Pick someone who can work at this location, or add them to the team first.'),
      ).toEqual([]);
    });

    it('the sweep’s size: writes tried and answers forced', () => {
      const answers = Object.keys(DRIVERS).reduce(
        (sum, name) => sum + refusalsOf(entryOf(name)!).length,
        0,
      );
      const others = writes.filter((name) => !DRIVERS[name]);
      console.info(
        `error sweep: ${Object.keys(DRIVERS).length} of ${writes.length} web writes tried, ${answers} answers forced; left to others: ${others.join(', ')}`,
      );
      expect(answers).toBeGreaterThanOrEqual(Object.keys(DRIVERS).length * 2);
    });
  });
