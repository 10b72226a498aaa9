import type { BrandDetails } from '@ws/contracts';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';

export const updateUserDetails = (body: { username: string; phone_number: string }) =>
  request(api.registration.userDetails, { body });

export const updateBrandDetails = (brandId: string, body: BrandDetails) =>
  request(api.registration.brandDetails, { params: { brandId }, body });
