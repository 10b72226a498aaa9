import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../lib/i18n';
import { expectNoRawText, inLanguage, openAs } from '../../../testing/route-helpers';

/**
 * Each employer screen, drawn with its data and then switched to another language: its title is
 * that language's, no key is missing from that language's catalogue, and no raw key or code shows.
 * `ready` waits for the data with no words, so it holds in any language.
 */
interface Screen {
  url: string;
  as: string;
  title: string;
  level?: 1 | 2;
  /** Values the title's words are filled with. */
  values?: Record<string, string>;
  /** Codes shown on purpose (the design system names the maps loader's states). */
  codesShown?: true;
  ready: () => Promise<unknown>;
}

const rows = (testId: string) => () => screen.findAllByTestId(testId);
const kpis = () => screen.findAllByRole('group', { name: /./ });
const rowHeaders = () => screen.findAllByRole('rowheader');
const heading = () => screen.findByRole('heading', { level: 1 });

const at = (url: string, as: string, title: string, ready: Screen['ready']): Screen => {
  return { url, as, title, ready };
};
const M = 'manager@demo.test';
const RW = '/settings/rewards-and-recognition';
const ED = '/enterprise-dashboards';
const portal = (page: string, ready: Screen['ready']): Screen => ({
  ...at(`/access-portal/main/settings/${page}`, 'enterprise@demo.test', '', ready),
  title: `access-portal:settings.${page}.title`,
  level: 2,
});
const textboxes = () => screen.findAllByRole('textbox');

const SCREENS: Record<string, Screen> = {
  hiring: at('/dashboard/hiring', 'hiring@demo.test', 'hiring:title', rows('application-row')),
  tts: at('/dashboard/tts', M, 'dashboards:tts.title', kpis),
  'gp-main': at(`${ED}/gp-main-dashboard`, 'halo@demo.test', 'dashboards:gp.title', rowHeaders),
  'parent-main': at(
    `${ED}/parent-main-dashboard`,
    'engage@demo.test',
    'dashboards:parent.title',
    rowHeaders,
  ),
  risk: at(`${ED}/risk-dashboard`, 'risk@demo.test', 'dashboards:risk.title', rowHeaders),
  schedule: at('/schedule', 'scheduler@demo.test', 'schedule:title', rowHeaders),
  'access portal': at('/access-portal/main', 'enterprise@demo.test', 'access-portal:title', () =>
    screen.findAllByRole('listitem'),
  ),
  'access portal basic info': portal('basic-info', () =>
    screen.findByText('GP-1', { exact: true }),
  ),
  'access portal business setup': portal('business-setup', () => screen.findByRole('combobox')),
  attestation: at('/settings/clockout-attestation', M, 'attestation:title', rows('question-row')),
  'attestation management': at(
    '/settings/clockout-attestation/management',
    M,
    'attestation:form.newTitle',
    textboxes,
  ),
  'rewards budget': at(`${RW}/budget`, M, 'rewards:title', rows('budget-card')),
  'rewards rules': at(`${RW}/rules`, M, 'rewards:title', rows('rule-row')),
  'rewards raffles': at(`${RW}/raffles`, M, 'rewards:title', rows('raffle-card')),
  'rewards configuration': at(`${RW}/configuration`, M, 'rewards:configuration.title', textboxes),
  'budget management': at(`${RW}/budget-management`, M, 'rewards:budget.newTitle', () =>
    screen.findAllByRole('checkbox'),
  ),
  'rule management': at(`${RW}/rule-management`, M, 'rewards:rule.newTitle', () =>
    screen.findAllByRole('spinbutton'),
  ),
  'raffle management': at(`${RW}/raffle-management`, M, 'rewards:raffle.newTitle', textboxes),
  'job boards': at(
    '/job-boards/indeed?code=from-partner',
    'enterprise@demo.test',
    'job-boards:title',
    rowHeaders,
  ),
  'search results': {
    ...at('/global-search-result/casey', M, 'search:title', () => screen.findAllByRole('region')),
    values: { term: 'casey' },
  },
  // The design system names the maps loader's states as the code knows them, on purpose.
  'design system': {
    ...at('/design-system', M, 'design-system:title', heading),
    codesShown: true,
  },
};

// Every screen in French and in Arabic (right to left); the two busiest in the other five too.
const LANGUAGES: Language[] = ['fr', 'ar'];
const OTHERS: Language[] = ['de', 'es', 'pl', 'ru', 'tr'];
const table = [
  ...Object.keys(SCREENS).flatMap((name) => LANGUAGES.map((lang) => [name, lang])),
  ...['hiring', 'schedule'].flatMap((name) => OTHERS.map((lang) => [name, lang])),
];

describe('employer screens in another language', () => {
  it.each(table)('%s reads in %s, every key found', async (name, lang) => {
    const { url, as, title, level = 1, values, codesShown, ready } = SCREENS[name]!;
    await openAs(as, url);
    await ready();
    const missing = await inLanguage(lang as Language);
    expect(
      await screen.findByRole('heading', { name: i18next.t(title, values), level }),
    ).toBeInTheDocument();
    expect(document.documentElement.dir).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await ready();
    expect(missing).toEqual([]);
    if (!codesShown) expectNoRawText();
  });
});
