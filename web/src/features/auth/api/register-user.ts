import { useMutation } from '@tanstack/react-query';
import type { Registration } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';

export const registerUser = (body: Registration) => request(api.registration.register, { body });

export const useRegisterUser = () => useMutation({ mutationFn: registerUser });
