import { readItem, writeItem } from '../../lib/storage';

/** The login time of this session: the server's answer, stored as the loginTime item (§3). */
export function loginTimeOf(login: { login_time: string } | undefined): number | null {
  if (login) return Date.parse(login.login_time);
  const stored = Number(readItem('loginTime'));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

export const rememberLoginTime = (login: { login_time: string }) =>
  writeItem('loginTime', String(Date.parse(login.login_time)));
