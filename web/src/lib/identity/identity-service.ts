/**
 * The identity service (§7) in one of its two forms, chosen by config: in-app (Amplify in this
 * window, the default) or a hidden frame on the auth host's /ilm path.
 */
import { INVALID_SERVICE_TYPE } from './auth-error';

/** The actions §7 lists, as both forms offer them. */
export interface IdentityService {
  login(username: string, password: string): Promise<unknown>;
  getAccessToken(): Promise<string | null>;
  refresh(): Promise<string | null>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  clearKeys(): Promise<void>;
}

export function selectIdentityService(
  type: string,
  forms: { inApp: () => IdentityService; frame: () => IdentityService },
): IdentityService {
  if (type === 'in-app') return forms.inApp();
  if (type === 'frame') return forms.frame();
  throw new Error(INVALID_SERVICE_TYPE);
}
