import * as api from '@ws/contracts/areas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMonitoringAgent,
  isSampled,
  LOGGED_OUT_SETTINGS,
  readLoggedOutSettings,
  samplingPercent,
} from './monitoring';

afterEach(() => vi.useRealTimers());

const agentWith = (draw: number) => {
  const sent: { url: string; body: Record<string, unknown> }[] = [];
  const agent = createMonitoringAgent({
    collectorUrl: 'http://collector.test/__sim/rum',
    draw,
    sessionId: 's-1',
    now: () => new Date('2026-11-24T20:00:00Z'),
    send: async (url, body) =>
      void sent.push({ url, body: JSON.parse(body) as Record<string, unknown> }),
    flushDelayMs: 50,
  });
  return { agent, sent };
};

describe('monitoring sampling (§9)', () => {
  it('[R9-09] 10 % when logged out or unset, otherwise from brand settings', () => {
    expect(samplingPercent(false, { is_enabled: true, sampling_percentage: 80 })).toBe(10);
    expect(samplingPercent(false, null)).toBe(10);
    expect(samplingPercent(true, null)).toBe(10);
    expect(samplingPercent(true, { is_enabled: true })).toBe(10);
    expect(samplingPercent(true, { is_enabled: true, sampling_percentage: null })).toBe(10);
    expect(samplingPercent(true, { is_enabled: true, sampling_percentage: 35 })).toBe(35);
    expect(samplingPercent(true, { is_enabled: false, sampling_percentage: 35 })).toBe(0);
    expect(samplingPercent(false, { is_enabled: false })).toBe(0);
    expect(isSampled(10, 0.05)).toBe(true);
    expect(isSampled(10, 0.1)).toBe(false);
    expect(isSampled(10, 0.5)).toBe(false);
  });

  it('[R9-09] a page drawn inside 10 % sends its views when logged out; one outside sends nothing', async () => {
    const inside = agentWith(0.05);
    inside.agent.configureLoggedOut({ is_enabled: true });
    inside.agent.record({ type: 'page_view', path: '/user/login' });
    await inside.agent.flush();
    expect(inside.sent).toEqual([
      {
        url: 'http://collector.test/__sim/rum',
        body: {
          session_id: 's-1',
          sampling_percentage: 10,
          signed_in: false,
          brand_id: null,
          events: [{ type: 'page_view', path: '/user/login', at: '2026-11-24T20:00:00.000Z' }],
        },
      },
    ]);
    const outside = agentWith(0.2);
    outside.agent.record({ type: 'page_view', path: '/user/login' });
    await outside.agent.flush();
    expect(outside.sent).toEqual([]);
    expect(outside.agent.sampled).toBe(false);
  });

  it("[R9-09] signed in, the brand's rate decides; the logged-out answer no longer overrides it", async () => {
    const { agent, sent } = agentWith(0.3);
    agent.record({ type: 'page_view', path: '/user/login' });
    agent.configureSignedIn({ is_enabled: true, sampling_percentage: 50 }, 'CH-1-1-1');
    agent.configureLoggedOut({ is_enabled: true });
    expect(agent.percent).toBe(50);
    agent.record({ type: 'page_view', path: '/dashboard/tts' });
    await agent.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      sampling_percentage: 50,
      signed_in: true,
      brand_id: 'CH-1-1-1',
      events: [{ path: '/dashboard/tts' }],
    });
    agent.configureSignedIn({ is_enabled: false, sampling_percentage: 50 }, 'CH-1-1-1');
    agent.record({ type: 'page_view', path: '/schedule' });
    await agent.flush();
    expect(sent).toHaveLength(1);
  });

  it('[R9-09] views are batched and sent after a short delay; a failed send is only logged', async () => {
    vi.useFakeTimers();
    const { agent, sent } = agentWith(0);
    agent.record({ type: 'page_view', path: '/a' });
    agent.record({ type: 'error', path: '/a', message: 'boom' });
    expect(sent).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60);
    expect(sent).toHaveLength(1);
    expect((sent[0]?.body.events as unknown[]).length).toBe(2);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = createMonitoringAgent({
      collectorUrl: 'x',
      draw: 0,
      send: () => Promise.reject(new Error('offline')),
    });
    failing.record({ type: 'page_view', path: '/a' });
    await expect(failing.flush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('monitoring batch not sent', expect.any(Error));
  });
});

describe('the logged-out settings call, sent without the endpoint table (§9)', () => {
  it('names the table’s call and accepts what its schema accepts', () => {
    const entry = api.versioning.rumSettings;
    expect(LOGGED_OUT_SETTINGS).toEqual({
      name: entry.name,
      method: entry.method,
      path: entry.path,
      auth: entry.auth,
      envelope: entry.envelope,
    });
    const schema = entry.responses[200];
    const answers: unknown[] = [
      { is_enabled: false, sampling_percentage: 0, session_recording_percentage: 0 },
      { is_enabled: true, sampling_percentage: 100, session_recording_percentage: 5 },
      { is_enabled: 'yes', sampling_percentage: 10, session_recording_percentage: 0 },
      { is_enabled: true, sampling_percentage: 101, session_recording_percentage: 0 },
      { is_enabled: true, sampling_percentage: null, session_recording_percentage: 0 },
      { is_enabled: true, sampling_percentage: 10 },
      null,
    ];
    for (const data of answers) {
      const accepted = schema?.safeParse({ data, status_code: 200 }).success;
      let read = true;
      try {
        readLoggedOutSettings(data);
      } catch {
        read = false;
      }
      expect(read, JSON.stringify(data)).toBe(accepted);
    }
    expect(
      readLoggedOutSettings({
        is_enabled: false,
        sampling_percentage: 20,
        session_recording_percentage: 0,
      }),
    ).toEqual({ is_enabled: false, sampling_percentage: 20 });
  });
});
