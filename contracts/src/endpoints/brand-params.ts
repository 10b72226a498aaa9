/** What the brand calls share: their path parameters and the examples that name a brand. */
import { z } from 'zod';
import { idSegment } from '../schemas/common.ts';

export const brandParams = z.object({ brandId: idSegment }).strict();
export const serviceCode = z.string().regex(/^[A-Z][A-Z0-9_]{1,39}$/, 'a service code');
export const onBrand = (brandId = 'CH-1-1-1') => ({ caller: 'u-manager', params: { brandId } });
