/**
 * Hiring in bulk (extension): the hiring board moves or declines several applications of the
 * brand and its locations at once, with the same access as one stage move. A decline needs a
 * reason and may post a message to each candidate from a template, in the candidate's language.
 */
import { emptyQuery as noQuery } from '../schemas/common.ts';
import { BulkMoveBodySchema, BulkMoveSchema } from '../schemas/bulk-hiring.ts';
import { brandCall, onBrand } from './brand-params.ts';

export const bulkHiring = {
  move: brandCall(
    'POST /v1/brands/:brandId/applications/bulk-stage',
    "Moves 1–100 of the brand's applications to a stage, each whole or not at all, answering per application which moved and why any did not; a rejection needs a reason and may message each candidate from a template",
    () => ({ query: noQuery, body: BulkMoveBodySchema, data: BulkMoveSchema }),
    {
      extension: true,
      access: { brand: 'params.brandId', product: 'SOURCE_HIRE' },
      example: onBrand(
        {},
        {
          application_ids: ['ap-9'],
          stage: 'REJECTED',
          reason: 'The role is filled',
          message: { template: 'POSITION_FILLED' },
        },
      ),
    },
  ),
};
