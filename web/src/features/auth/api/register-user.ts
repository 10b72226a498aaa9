import type { Registration } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';

export const registerUser = (body: Registration) => request(api.registration.register, { body });
