import * as api from '@ws/contracts/areas';
import { describe, expect, it } from 'vitest';
import { ApiResponseError } from '../../lib/api-client';
import {
  canBeHosted,
  createMediaBody,
  draftProblems,
  fieldOfFailure,
  mediaDate,
  mediaFormatOf,
  mediaTypeOf,
  titleFromFileName,
  TITLE_MAX,
} from './brand-media';

const HREF = 'http://localhost:4010/__uploads/5f0c-key';
const draft = {
  title: '  Kitchen tour ',
  description: ' Before service. ',
  format: 'mp4',
  hosted: true,
};
const refused = (field: string, status = 400) =>
  new ApiResponseError(status, {
    status_code: status,
    error: 'VALIDATION_ERROR',
    message: field,
    field,
  });

describe('brand media: what a picked file is', () => {
  it.each([
    ['image/png', 'IMAGE'],
    ['image/svg+xml', 'IMAGE'],
    ['IMAGE/JPEG', 'IMAGE'],
    ['video/mp4', 'VIDEO'],
    ['video/quicktime', 'VIDEO'],
    ['application/pdf', 'DOCUMENT'],
    ['text/csv', 'DOCUMENT'],
    ['', 'DOCUMENT'],
  ])('%s is %s', (mime, type) => {
    expect(mediaTypeOf(mime)).toBe(type);
  });

  it('the format is the lower-case extension, and empty without one', () => {
    expect(mediaFormatOf('Menu.PDF')).toBe('pdf');
    expect(mediaFormatOf('team.photo.jpeg')).toBe('jpeg');
    expect(mediaFormatOf('README')).toBe('');
    expect(mediaFormatOf('.env')).toBe('');
  });

  it('the title is suggested from the file name, without extension or separators, within 120 characters', () => {
    expect(titleFromFileName('team_photo-2.jpg')).toBe('team photo 2');
    expect(titleFromFileName('Welcome  video.mp4')).toBe('Welcome video');
    expect(titleFromFileName('notes')).toBe('notes');
    expect(titleFromFileName(`${'a'.repeat(200)}.pdf`)).toHaveLength(TITLE_MAX);
  });
});

describe('brand media: the create body', () => {
  it('[R3-08] a VIDEO carries is_hosted as ticked', () => {
    expect(canBeHosted('VIDEO')).toBe(true);
    expect(createMediaBody({ ...draft, type: 'VIDEO' }, HREF)).toEqual({
      title: 'Kitchen tour',
      description: 'Before service.',
      type: 'VIDEO',
      format: 'mp4',
      path: '/__uploads/5f0c-key',
      positions: [],
      is_hosted: true,
    });
    expect(createMediaBody({ ...draft, type: 'VIDEO', hosted: false }, HREF).is_hosted).toBe(false);
  });

  it.each(['IMAGE', 'DOCUMENT'] as const)(
    '[R3-08] a %s never carries is_hosted, even if it was ticked',
    (type) => {
      expect(canBeHosted(type)).toBe(false);
      const body = createMediaBody({ ...draft, type, format: 'png' }, HREF);
      expect(body).not.toHaveProperty('is_hosted');
      expect(api.brands.createMedia.body.safeParse(body).success).toBe(true);
    },
  );

  it('[R3-08] every body it builds is one the endpoint table accepts', () => {
    for (const type of ['IMAGE', 'VIDEO', 'DOCUMENT'] as const) {
      expect(
        api.brands.createMedia.body.safeParse(createMediaBody({ ...draft, type }, HREF)).success,
        type,
      ).toBe(true);
    }
  });

  it('the path drops the signature a presigned URL may carry', () => {
    expect(
      createMediaBody({ ...draft, type: 'IMAGE' }, `${HREF}?X-Signature=abc&expires=1`).path,
    ).toBe('/__uploads/5f0c-key');
  });
});

describe('brand media: the form', () => {
  const file = new File(['x'], 'a.png', { type: 'image/png' });

  it('needs a file and a title; the description is optional but bounded', () => {
    expect(draftProblems(null, { title: ' ', description: '' })).toEqual({
      file: 'required',
      title: 'required',
    });
    expect(draftProblems(file, { title: 'Logo', description: '' })).toEqual({});
    expect(draftProblems(file, { title: 'x'.repeat(121), description: 'y'.repeat(2001) })).toEqual({
      title: 'tooLong',
      description: 'tooLong',
    });
  });

  it('a refusal is shown at the field the server names', () => {
    expect(fieldOfFailure(refused('body.title'))).toBe('title');
    expect(fieldOfFailure(refused('body.description'))).toBe('description');
    expect(fieldOfFailure(refused('body.is_hosted'))).toBe('hosted');
    expect(fieldOfFailure(refused('query.media_format'))).toBe('file');
    expect(fieldOfFailure(refused('body.path'))).toBe('file');
    expect(fieldOfFailure(refused('', 413))).toBe('file');
  });

  it('anything else is not a field: it goes to the alert', () => {
    expect(fieldOfFailure(refused('params.brandId', 403))).toBeNull();
    expect(fieldOfFailure(new ApiResponseError(500, undefined))).toBeNull();
    expect(fieldOfFailure(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('dates read in the page language, and an unreadable one is blank', () => {
    expect(mediaDate('2026-03-03T10:00:00.000Z', 'en')).toBe('Mar 3, 2026');
    expect(mediaDate('2026-03-03T10:00:00.000Z', 'de')).toBe('03.03.2026');
    expect(mediaDate('not a date', 'en')).toBe('');
  });
});
