import { describe, expect, it } from 'vitest';
import type { PopupHost } from './popup';
import {
  CLOSED_CHECK_MS,
  POPUP_HEIGHT,
  POPUP_POLL_MS,
  POPUP_TIMEOUT_MS,
  POPUP_WIDTH,
  runPopup,
} from './popup';

/** A fake window with a manual clock: `tick(ms)` runs the intervals that fall due. */
function fakeHost(opens = true) {
  let now = 0;
  const timers: { id: number; ms: number; next: number; fn: () => void }[] = [];
  const listeners = new Set<(event: MessageEvent) => void>();
  const popup = {
    closed: false,
    close() {
      this.closed = true;
    },
  };
  const opened: string[] = [];
  const host: PopupHost = {
    open: (url, _target, features) => (opened.push(`${url} ${features}`), opens ? popup : null),
    addEventListener: (_type, fn) => listeners.add(fn),
    removeEventListener: (_type, fn) => listeners.delete(fn),
    setInterval: (fn, ms) => {
      const id = timers.length + 1;
      timers.push({ id, ms, next: now + ms, fn });
      return id;
    },
    clearInterval: (id) => {
      const index = timers.findIndex((t) => t.id === id);
      if (index >= 0) timers.splice(index, 1);
    },
    now: () => now,
    screen: { width: 1600, height: 1000 },
  };
  return {
    host,
    popup,
    opened,
    timers,
    tick(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.ms;
        due.fn();
      }
      now = end;
    },
    post(data: unknown, origin: string, source: unknown = popup) {
      for (const fn of [...listeners]) fn({ data, origin, source } as MessageEvent);
    },
    listenerCount: () => listeners.size,
  };
}

const options = {
  url: 'http://idp.test/oauth2/authorize',
  trustedOrigins: ['http://app.test'],
  messageType: 'cb',
};

describe('social sign-in popup (§4, §8, §9)', () => {
  it('[R9-04] opens 600×600 and resolves with the trusted message', async () => {
    const fake = fakeHost();
    const result = runPopup({ ...options, host: fake.host });
    expect(fake.opened[0]).toContain(`width=${POPUP_WIDTH},height=${POPUP_HEIGHT}`);
    fake.post({ type: 'cb', code: 'c1' }, 'http://app.test');
    await expect(result).resolves.toEqual({ status: 'success', data: { type: 'cb', code: 'c1' } });
    expect(fake.popup.closed).toBe(true);
    expect(fake.listenerCount()).toBe(0);
    expect(fake.timers).toHaveLength(0);
  });

  it('[R8-08] ignores messages from untrusted origins, from other windows and of other types', async () => {
    const fake = fakeHost();
    const result = runPopup({ ...options, host: fake.host });
    fake.post({ type: 'cb', code: 'evil' }, 'http://evil.test');
    fake.post({ type: 'cb', code: 'other-window' }, 'http://app.test', {});
    fake.post({ type: 'something-else' }, 'http://app.test');
    fake.post({ type: 'cb', code: 'good' }, 'http://app.test');
    await expect(result).resolves.toMatchObject({ status: 'success', data: { code: 'good' } });
  });

  it('[R8-08] "Failed to open popup window." when the browser blocks it', async () => {
    await expect(runPopup({ ...options, host: fakeHost(false).host })).resolves.toEqual({
      status: 'error',
      message: 'Failed to open popup window.',
    });
  });

  it('[R4-12] [R9-04] a closed popup is noticed by the 2 s check: "Popup was closed by the user."', async () => {
    const fake = fakeHost();
    const result = runPopup({ ...options, host: fake.host });
    fake.popup.closed = true;
    fake.tick(CLOSED_CHECK_MS - 1);
    fake.tick(1);
    await expect(result).resolves.toEqual({
      status: 'closed',
      message: 'Popup was closed by the user.',
    });
  });

  it('[R9-04] times out after 300 000 ms polled every 1 000 ms: "Timed out."', async () => {
    expect([POPUP_TIMEOUT_MS, POPUP_POLL_MS]).toEqual([300_000, 1000]);
    const fake = fakeHost();
    let settled = false;
    const result = runPopup({ ...options, host: fake.host }).finally(() => (settled = true));
    fake.tick(POPUP_TIMEOUT_MS - POPUP_POLL_MS);
    await Promise.resolve();
    expect(settled).toBe(false);
    fake.tick(POPUP_POLL_MS);
    await expect(result).resolves.toEqual({ status: 'error', message: 'Timed out.' });
    expect(fake.popup.closed).toBe(true);
  });

  it('the timeout is injectable', async () => {
    const fake = fakeHost();
    const result = runPopup({ ...options, host: fake.host, timeoutMs: 3000, pollMs: 500 });
    fake.tick(3000);
    await expect(result).resolves.toMatchObject({ message: 'Timed out.' });
  });
});
