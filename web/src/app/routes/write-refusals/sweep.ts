/**
 * The error sweep's machinery: every write a screen makes, refused with each 4xx answer the
 * endpoint table documents for it, the refusal worded as the API words it for developers (a field
 * path, internal ids, an upper-case code). Every toast, alert and field error then on the page is
 * read; none may hold any of them, and the person must be told something. The writes and their
 * answers come from the table; a driver only says how a person sets each write off on a screen.
 */
import type { ByRoleMatcher } from '@testing-library/react';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Endpoint } from '@ws/contracts';
import { buildPath } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { afterAll, describe, expect, it } from 'vitest';
import { useToastStore } from '../../../components/feedback/toast-store';
import { mockBackend } from '../../../testing/mock-backend';
import { renderRoute } from '../../../testing/render-route';

/** How a person sets one write off: who opens which page, and what they do there. */
export interface Driver {
  /** A demo account's e-mail (README "Demo accounts"); absent: a visitor. */
  as?: string;
  /** The page, or how to find it from the world (an opening not yet applied for). */
  url: string | (() => Promise<string>);
  /** Makes on the server what the screen needs to offer the write, before the page opens. */
  before?: () => Promise<void>;
  /** Brings the screen to where the write is one action away (a dialog open, a form filled). */
  ready?: (user: UserEvent) => Promise<void>;
  /** The action that sends the write; done again for each refusal on the same screen. */
  send: (user: UserEvent) => Promise<void>;
  /** The screen leaves the place after a refusal (a dialog closes): open it afresh each time. */
  fresh?: boolean;
  /**
   * Why the screen rightly says nothing when this write is refused (a call the person did not
   * ask for, such as marking read). Its page is still read for raw text.
   */
  quiet?: string;
}

/** Drivers by the entry's name in the table, `area.key` as the web's API modules name it (`shifts.create`). */
export type Drivers = Record<string, Driver>;

/** A button of the page pressed (the first, where a list repeats it), once the page has drawn it. */
export const press = (name: string | RegExp) => async (user: UserEvent) =>
  user.click((await screen.findAllByRole('button', { name }))[0]!);

/** The button `button` pressed inside the `role` named `name` (a dialog, a form). */
export const pressIn =
  (role: ByRoleMatcher, name: string, button: string | RegExp) => async (user: UserEvent) =>
    user.click(
      within(await screen.findByRole(role, { name })).getByRole('button', { name: button }),
    );

const areas = api as unknown as Record<string, Record<string, Endpoint>>;

/** The table's entry `area.key`. */
export function entryOf(name: string): Endpoint | undefined {
  const [area = '', key = ''] = name.split('.');
  return areas[area]?.[key];
}

/** The 4xx answers the table documents for `endpoint` (401 is the session's: it signs the person out). */
export const refusalsOf = (endpoint: Endpoint) =>
  Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 400 && status < 500 && status !== 401);

/** The code the API answers each status with, as the mock names them. */
const CODE_OF: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** The fields a request schema names: the contracts build most lazily, so those are unwrapped first. */
const keysOf = (schema: unknown): string[] => {
  const lazy = schema as { unwrap?: () => unknown; shape?: unknown } | undefined;
  const inner = lazy && !lazy.shape && typeof lazy.unwrap === 'function' ? lazy.unwrap() : schema;
  const shape = (inner as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};

/** A field the call really sends, as the API names it in a 400: the body's first, else the query's or the path's. */
function fieldOf(endpoint: Endpoint): string {
  const [place, key] =
    [
      ['body', keysOf(endpoint.body)[0]],
      ['query', keysOf(endpoint.query)[0]],
      ['params', keysOf(endpoint.params)[0]],
    ].find(([, name]) => name) ?? [];
  return key ? `${place}.${key}` : 'body';
}

/**
 * The entry's own example request made on the server, as its caller: the state a driver needs
 * first (a shift to publish, a request to decide), made the way the table documents it.
 */
export async function madeAsExample(name: string) {
  const endpoint = entryOf(name)!;
  const example = endpoint.example ?? {};
  const backend = mockBackend();
  const { accessToken } = await backend.app.identity.issueTokens(example.caller ?? '');
  const response = await backend.app.inject({
    method: endpoint.method,
    url: buildPath(endpoint.path, example.params),
    headers: { authorization: `Bearer ${accessToken}` },
    ...(example.body === undefined ? {} : { payload: example.body as object }),
  });
  expect(response.statusCode, `${name}'s example: ${response.body}`).toBe(200);
}

const pathPattern = (endpoint: Endpoint) =>
  new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/?]+')}(\\?.*)?$`);

/** An id only a refusal's message holds: anywhere on the page, the message was shown as it is. */
const MARK = '0f8fad5b-d9cb-469f-a165-70867728950e';

/** The refusal `status` of `endpoint` as the API words it for developers: a field path, ids and a code. */
export function refusalOf(endpoint: Endpoint, status: number) {
  const field = fieldOf(endpoint);
  const code = CODE_OF[status] ?? 'BAD_REQUEST';
  return {
    status_code: status,
    error: code,
    message: `${field}: e-CH-1-1-1-7 overlaps shift-CH-1-1-1-20 of GP-1 (${code}, ${MARK})`,
    field,
  };
}

/** The endpoint answers `status`, worded for developers; returns the way to withdraw it. */
const refuse = (endpoint: Endpoint, status: number) =>
  mockBackend().answer(endpoint.method, pathPattern(endpoint), status, refusalOf(endpoint, status));

/** What no sentence a person reads may hold: a request path, an upper-case code, or an internal id. */
const RAW = [
  /\b(body|query|params|headers)\./,
  /\b[A-Z]{2,}(_[A-Z]+)+\b/,
  /\b(FORBIDDEN|CONFLICT)\b/,
  /\b[a-z]+-[A-Z]{2,}-\d/,
  /\b(CH|GP|PA|shift|app)-[\w-]*\d/,
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/i,
];

/** The shapes of RAW that `text` holds: none, for a sentence a person may read. */
export const rawIn = (text: string) => RAW.filter((shape) => shape.test(text));

/** Every message a person can read on the page now: toasts, alerts, statuses and field errors. */
function messages(): Element[] {
  const described = [...document.querySelectorAll('[aria-invalid="true"][aria-describedby]')]
    .flatMap((field) => (field.getAttribute('aria-describedby') ?? '').split(' '))
    .map((id) => document.getElementById(id))
    .filter((element): element is HTMLElement => element !== null);
  const shown = [
    ...document.querySelectorAll('[role="alert"], [role="status"], .toast, .form-error'),
    ...described,
  ];
  return [...new Set(shown)].filter((element) => (element.textContent ?? '').trim() !== '');
}

const textOf = (element: Element) => (element.textContent ?? '').trim();

/** How long a refusal's words may take to differ from the last refusal's before they are read as they stand. */
const SAME_WORDS_MS = 400;

/** Refuses the write once with `status` and returns the messages the refusal brought. */
async function refuseOnce(name: string, driver: Driver, user: UserEvent, status: number) {
  const endpoint = entryOf(name)!;
  const withdraw = refuse(endpoint, status);
  useToastStore.setState({ toasts: [] });
  const before = new Map(messages().map((element) => [element, textOf(element)]));
  const sent = mockBackend().calls.length;
  const path = pathPattern(endpoint);
  try {
    await driver.send(user);
    await waitFor(() =>
      expect(
        mockBackend()
          .calls.slice(sent)
          .some((call) => call.method === endpoint.method && path.test(call.path)),
        `${name} sent`,
      ).toBe(true),
    );
    const fresh = () => messages().filter((element) => before.get(element) !== textOf(element));
    if (driver.quiet) return messages().map(textOf);
    // A form that words two refusals alike keeps its alert as it was; anything new comes first.
    const read = await waitFor(
      () => {
        const now = fresh();
        expect(now).not.toEqual([]);
        return now;
      },
      { timeout: SAME_WORDS_MS },
    ).catch(() => messages());
    expect(read, `${name} answered ${status}: the person is told something`).not.toEqual([]);
    return read.map(textOf);
  } finally {
    withdraw();
  }
}

/** One test per write of `drivers`: each documented refusal forced in turn on one rendered screen. */
export function sweep(area: string, drivers: Drivers) {
  /** What the sweep did, for the closing figures. */
  const counts = { writes: 0, refusals: 0, messages: 0 };
  describe(`${area}: every refused write reads as words, with no field path, id or code (error sweep)`, () => {
    it.each(Object.keys(drivers))('%s', async (name) => {
      const driver = drivers[name]!;
      const endpoint = entryOf(name);
      expect(endpoint, `${name} is an entry of the table`).toBeDefined();
      const open = async () => {
        await driver.before?.();
        const url = typeof driver.url === 'string' ? driver.url : await driver.url();
        const { user } = await renderRoute(url, driver.as ? { as: driver.as } : {});
        await driver.ready?.(user);
        return user;
      };
      let user = await open();
      for (const [index, status] of refusalsOf(endpoint!).entries()) {
        if (driver.fresh && index > 0) user = await open();
        const read = await refuseOnce(name, driver, user, status);
        for (const text of read)
          expect(rawIn(text), `${name} answered ${status}: ${text}`).toEqual([]);
        counts.refusals += 1;
        counts.messages += read.length;
      }
      counts.writes += 1;
    });

    afterAll(() => {
      console.info(
        `error sweep (${area}): ${counts.writes} writes tried, ${counts.refusals} answers forced, ${counts.messages} messages read`,
      );
    });
  });
}
