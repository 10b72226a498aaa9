import { useMutation } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';

export const validateEmail = (email: string) => request(api.registration.validateEmail, { body: { email } });

export const useValidateEmail = () => useMutation({ mutationFn: validateEmail });
