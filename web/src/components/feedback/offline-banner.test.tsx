// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mountOfflineBanner } from './offline-banner';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });

const banner = () => document.querySelector('[role="alert"]');

afterEach(() => {
  setOnline(true);
  document.body.innerHTML = '';
});

describe('the offline banner (§2) [R2-30]', () => {
  it('[R2-30] opened with no connection, is shown at the start', async () => {
    setOnline(false);
    await act(async () => mountOfflineBanner());
    expect(banner()?.textContent).toBe('No internet connection, connecting...');
  });

  it('[R2-30] opened online, makes nothing until the connection goes, then is shown', async () => {
    setOnline(true);
    await act(async () => mountOfflineBanner());
    expect(document.body.children).toHaveLength(0);
    setOnline(false);
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(banner()?.textContent).toBe('No internet connection, connecting...');
    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(banner()).toBeNull();
  });
});
