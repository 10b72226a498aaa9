import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';

export const validateUsername = (username: string) =>
  request(api.registration.validateUsername, { body: { username } });
