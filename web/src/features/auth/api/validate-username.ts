import { useMutation } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';

export const validateUsername = (username: string) =>
  request(api.registration.validateUsername, { body: { username } });

export const useValidateUsername = () => useMutation({ mutationFn: validateUsername });
