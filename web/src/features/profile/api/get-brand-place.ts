import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@ws/contracts/areas';
import { request } from '../../../lib/api-client';
import { keyFor } from '../../../lib/query-keys';

/** GET /v1/brand/basic_media/{id} (§7): the brand's logo and cover. */
export const getBrandBasicMedia = (brandId: string) =>
  request(api.brands.basicMedia, { params: { brandId } });

/** GET /v1/brand/location/{id} (§7): the brand's address, coordinates and time zone. */
export const getBrandLocation = (brandId: string) =>
  request(api.brands.location, { params: { brandId } });

export const useBrandBasicMedia = (brandId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyFor(api.brands.basicMedia, { params: { brandId } }),
      queryFn: () => getBrandBasicMedia(brandId),
    }),
  );

export const useBrandLocation = (brandId: string) =>
  useQuery(
    queryOptions({
      queryKey: keyFor(api.brands.location, { params: { brandId } }),
      queryFn: () => getBrandLocation(brandId),
    }),
  );
