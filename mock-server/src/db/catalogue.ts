import type { CurrencyRow, PositionCategoryRow, PositionRow } from './types.ts';

/** §3 Currency list: ISO code, name and the symbol the client's symbol map shows. */
const CURRENCIES: [code: string, name: string, symbol: string][] = [
  ['USD', 'US Dollar', '$'],
  ['EUR', 'Euro', '€'],
  ['GBP', 'British Pound', '£'],
  ['CAD', 'Canadian Dollar', 'CA$'],
  ['AUD', 'Australian Dollar', 'A$'],
  ['NZD', 'New Zealand Dollar', 'NZ$'],
  ['JPY', 'Japanese Yen', '¥'],
  ['CNY', 'Chinese Yuan', 'CN¥'],
  ['INR', 'Indian Rupee', '₹'],
  ['KRW', 'South Korean Won', '₩'],
  ['SGD', 'Singapore Dollar', 'S$'],
  ['HKD', 'Hong Kong Dollar', 'HK$'],
  ['AED', 'UAE Dirham', 'AED'],
  ['SAR', 'Saudi Riyal', 'SAR'],
  ['QAR', 'Qatari Riyal', 'QAR'],
  ['KWD', 'Kuwaiti Dinar', 'KD'],
  ['JOD', 'Jordanian Dinar', 'JD'],
  ['EGP', 'Egyptian Pound', 'E£'],
  ['TRY', 'Turkish Lira', '₺'],
  ['PLN', 'Polish Zloty', 'zł'],
  ['RUB', 'Russian Ruble', '₽'],
  ['CHF', 'Swiss Franc', 'CHF'],
  ['SEK', 'Swedish Krona', 'kr'],
  ['NOK', 'Norwegian Krone', 'kr'],
  ['DKK', 'Danish Krone', 'kr'],
  ['MXN', 'Mexican Peso', 'MX$'],
  ['BRL', 'Brazilian Real', 'R$'],
  ['ZAR', 'South African Rand', 'R'],
];

export function currencyRows(): CurrencyRow[] {
  return CURRENCIES.map(([code, name, symbol], i) => ({ id: i + 1, code, name, symbol }));
}

export const POSITION_TYPES = [
  { code: 'HOURLY', name: 'Hourly' },
  { code: 'SALARIED', name: 'Salaried' },
  { code: 'SEASONAL', name: 'Seasonal' },
  { code: 'TRAINEE', name: 'Trainee' },
];

/** Position categories double as the POSITION_CATEGORY condition values of policies (§3). */
const CATEGORIES: [code: string, name: string, archived: boolean, positions: [string, string][]][] =
  [
    [
      'FOH',
      'Front of house',
      false,
      [
        ['Server', 'HOURLY'],
        ['Host', 'HOURLY'],
        ['Bartender', 'HOURLY'],
        ['Cashier', 'TRAINEE'],
      ],
    ],
    [
      'BOH',
      'Back of house',
      false,
      [
        ['Line Cook', 'HOURLY'],
        ['Prep Cook', 'HOURLY'],
        ['Dishwasher', 'HOURLY'],
      ],
    ],
    [
      'MGMT',
      'Management',
      false,
      [
        ['Shift Lead', 'HOURLY'],
        ['Assistant Manager', 'SALARIED'],
        ['General Manager', 'SALARIED'],
      ],
    ],
    [
      'SEASONAL',
      'Seasonal',
      true,
      [
        ['Patio Server', 'SEASONAL'],
        ['Event Staff', 'SEASONAL'],
      ],
    ],
  ];

export function positionCatalogue(): {
  categories: PositionCategoryRow[];
  positions: PositionRow[];
} {
  const categories: PositionCategoryRow[] = [];
  const positions: PositionRow[] = [];
  let n = 0;
  for (const [code, name, archived, list] of CATEGORIES) {
    const id = `pc-${code.toLowerCase()}`;
    const ids = list.map(([positionName, type_code]) => {
      const position = {
        id: `po-${++n}`,
        name: positionName,
        category_id: id,
        type_code,
        archived,
      };
      positions.push(position);
      return position.id;
    });
    categories.push({ id, code, name, archived, position_ids: ids });
  }
  return { categories, positions };
}

/** §9 default theme colours. */
export const DEFAULT_ACCENT = '0,136,221';
export const DEFAULT_HEADER = '255,255,255';

/** A small SVG badge as a data URI: seeded logos and avatars render with no file server. */
export function badge(text: string, rgb: string, width = 240, height = 240): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="rgb(${rgb})"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="${Math.round(height / 3)}" fill="white">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
