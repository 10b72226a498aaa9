import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Endpoint } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { afterAll, describe, expect, it } from 'vitest';
import { mockBackend } from '../../testing/mock-backend';
import { renderRoute } from '../../testing/render-route';

/**
 * The error sweep: every write a screen makes, refused with each 4xx answer the endpoint table
 * documents for it, the refusal worded as the API words it for developers (a field path, an
 * internal id, an upper-case code). Every toast, alert and field error then on the page is read; none
 * may hold any of them. The writes and their answers come from the table, not from a list here;
 * what is listed is how a person sets each screen's write off.
 */

/** What no sentence a person reads may hold: a request path, an upper-case code, or an internal id. */
const RAW = [
  /\b(body|query|params|headers)\./,
  /\b[A-Z]{2,}(_[A-Z]+)+\b/,
  /\b[a-z]+-[A-Z]{2,}-\d/,
  /\b(CH|GP|PA|shift|app)-[\w-]*\d/,
];

/** The code the API answers each status with, as the mock names them. */
const CODE_OF: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  429: 'TOO_MANY_REQUESTS',
};

const endpoints = Object.values(api).flatMap((area) => Object.values(area) as Endpoint[]);
const writes = endpoints.filter((endpoint) => endpoint.method !== 'GET');

/** The 4xx answers the table documents for `endpoint` (401 is the session's: it signs the person out). */
const refusalsOf = (endpoint: Endpoint) =>
  Object.keys(endpoint.responses)
    .map(Number)
    .filter((status) => status >= 400 && status < 500 && status !== 401);

const pathPattern = (endpoint: Endpoint) =>
  new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/?]+')}(\\?.*)?$`);

/** A field the call sends (the example's first body field), as the API would name it. */
function fieldOf(endpoint: Endpoint): string {
  const body = endpoint.example?.body;
  const first = body && typeof body === 'object' ? Object.keys(body)[0] : undefined;
  return `body.${first ?? 'id'}`;
}

/** The endpoint answered with `status`, worded as the API words a refusal for developers. */
function refuse(endpoint: Endpoint, status: number) {
  const field = fieldOf(endpoint);
  const code = CODE_OF[status] ?? 'BAD_REQUEST';
  mockBackend().answer(endpoint.method, pathPattern(endpoint), status, {
    status_code: status,
    error: code,
    message: `${field}: e-CH-1-1-1-7 is not allowed at CH-1-1-1 (${code})`,
    field,
  });
}

/** Every message a person can read on the page now: toasts, alerts, statuses and field errors. */
function messages(): string[] {
  const described = [...document.querySelectorAll('[aria-invalid="true"][aria-describedby]')]
    .flatMap((field) => (field.getAttribute('aria-describedby') ?? '').split(' '))
    .map((id) => document.getElementById(id));
  return [
    ...document.querySelectorAll('[role="alert"], [role="status"], .toast, .form-error'),
    ...described,
  ]
    .map((element) => element?.textContent?.trim() ?? '')
    .filter((text) => text.length > 0);
}

interface Write {
  /** Who opens which page, and how they set the write off. */
  as?: string;
  url: string;
  act: (user: UserEvent) => Promise<void>;
}

/** The week's first shift on the grid opened for editing, and `button` in its dialog pressed. */
const inEditShiftDialog = (button: string): Write => ({
  as: 'scheduler@demo.test',
  url: '/schedule',
  act: async (user) => {
    await screen.findByRole('table');
    const shift = await waitFor(() => {
      const first = document.querySelector<HTMLElement>('.sched-shift');
      expect(first).not.toBeNull();
      return first!;
    });
    await user.click(shift);
    const dialog = await screen.findByRole('dialog', { name: 'Edit shift' });
    await user.click(within(dialog).getByRole('button', { name: button }));
  },
});

/** How a person sets off each write, by the call as the table routes it. */
const WRITES: Record<string, Write> = {
  'POST /v1/brands/:brandId/shifts': {
    as: 'scheduler@demo.test',
    url: '/schedule',
    act: async (user) => {
      const table = await screen.findByRole('table');
      const add = await within(table).findAllByRole('button', { name: /^Add a shift for / });
      await user.click(add[0]!);
      const dialog = await screen.findByRole('dialog', { name: 'Add shift' });
      await user.click(within(dialog).getByRole('button', { name: 'Save shift' }));
    },
  },
  'PUT /v1/brands/:brandId/shifts/:shiftId': inEditShiftDialog('Save shift'),
  'DELETE /v1/brands/:brandId/shifts/:shiftId': inEditShiftDialog('Delete'),
  'POST /v1/applications/:applicationId/stage': {
    as: 'hiring@demo.test',
    url: '/dashboard/hiring?stage=APPLIED',
    act: async (user) => {
      await user.click(
        await screen.findByText('Casey Moreno', { selector: '[data-testid="application-row"] *' }),
      );
      const detail = await screen.findByRole('complementary', { name: 'Application' });
      await user.selectOptions(await within(detail).findByLabelText('Move to'), 'Screening');
      await user.click(within(detail).getByRole('button', { name: 'Move' }));
    },
  },
};

/** A call as the table routes it: `POST /v1/brands/:brandId/shifts`. */
const byName = new Map(writes.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]));
const cases = Object.entries(WRITES).flatMap(([name, write]) => {
  const endpoint = byName.get(name);
  return endpoint ? refusalsOf(endpoint).map((status) => [name, status, write] as const) : [];
});
const counts = { writes: new Set<string>(), refusals: 0, messages: 0 };

describe('every refused write reads as words: no field path, id or code (error sweep)', () => {
  it('the writes come from the endpoint table, each with its documented refusals', () => {
    expect(writes.length).toBeGreaterThan(40);
    for (const name of Object.keys(WRITES)) expect(byName.has(name), name).toBe(true);
    expect(cases.length).toBeGreaterThanOrEqual(Object.keys(WRITES).length * 2);
  });

  it.each(cases)('%s answered %i', async (name, status, write) => {
    const endpoint = byName.get(name)!;
    refuse(endpoint, status);
    const { user } = await renderRoute(write.url, write.as ? { as: write.as } : {});
    const before = mockBackend().calls.length;
    await write.act(user);
    await waitFor(() =>
      expect(
        mockBackend()
          .calls.slice(before)
          .some((call) => call.method === endpoint.method && call.status === status),
      ).toBe(true),
    );
    const read = await waitFor(() => {
      const now = messages();
      expect(now.length).toBeGreaterThan(0);
      return now;
    });
    counts.writes.add(name);
    counts.refusals += 1;
    counts.messages += read.length;
    for (const text of read) for (const shape of RAW) expect(text, name).not.toMatch(shape);
  });

  afterAll(() => {
    console.info(
      `error sweep: ${counts.writes.size} writes, ${counts.refusals} refusals tried, ${counts.messages} messages read`,
    );
  });
});
