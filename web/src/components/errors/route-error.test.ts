import { describe, expect, it } from 'vitest';
import { routeErrorTitle } from './route-error';

const response = (status: number) => ({ status, statusText: '', internal: false, data: null });

describe('route errors (§8)', () => {
  it('[R8-14] 400, 403, 404 and 405 by name; other statuses are an unexpected application error', () => {
    expect(routeErrorTitle(response(400))).toBe('400 Bad Request');
    expect(routeErrorTitle(response(403))).toBe('403 Forbidden');
    expect(routeErrorTitle(response(404))).toBe('404 Not Found');
    expect(routeErrorTitle(response(405))).toBe('405 Method Not Allowed');
    expect(routeErrorTitle(response(418))).toBe('Unexpected Application Error!');
    expect(routeErrorTitle(new Error('boom'))).toBeNull();
  });
});
