import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';

export const validateEmail = (email: string) =>
  request(api.registration.validateEmail, { body: { email } });
