import { useEffect } from 'react';
import { writeItem } from '../../../lib/storage';
import { LoginScreen } from './login-screen';

/**
 * /qsrlogin (content not shown in the spec; our design): the login for quick-service restaurant
 * teams on shared devices: e-mail and password only (no social popup, no sign-up link), and the
 * session is marked with the isQSRLogin storage item (§3).
 */
export function Component() {
  useEffect(() => writeItem('isQSRLogin', 'true'), []);
  return <LoginScreen variant="qsr" />;
}
