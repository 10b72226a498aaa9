/**
 * The pure part of brand media: what a picked file is (§3 Media type and format), what the
 * upload form suggests, what POST /v1/brands/{id}/media is sent, and where a refusal belongs.
 */
import type { BodyOf, MediaType } from '@ws/contracts';
import type * as api from '@ws/contracts/areas';
import dayjs from 'dayjs';
import { ApiResponseError } from '../../lib/api-client';
import { dateTimeFormat } from '../../lib/intl-format';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'];
const VIDEO_EXTENSIONS = ['mp4', 'mov', 'webm'];
const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv'];
/** What the drop zone offers: the pictures, videos and papers a brand shows candidates and its team. */
export const MEDIA_EXTENSIONS: readonly string[] = [
  ...IMAGE_EXTENSIONS,
  ...VIDEO_EXTENSIONS,
  ...DOCUMENT_EXTENSIONS,
];

/** The create body caps the title at 120 characters, so the suggestion never exceeds it. */
export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 2000;

/** image/* is an IMAGE, video/* a VIDEO, anything else (PDFs, sheets, an unknown type) a DOCUMENT. */
export function mediaTypeOf(mime: string): MediaType {
  const kind = mime.trim().toLowerCase().split('/')[0];
  if (kind === 'image') return 'IMAGE';
  if (kind === 'video') return 'VIDEO';
  return 'DOCUMENT';
}

/** The lower-case extension the presigned URL and the create body call the format; '' without one. */
export function mediaFormatOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** A readable title from a file name: no extension, separators as spaces ("team_photo-2.jpg" → "team photo 2"). */
export function titleFromFileName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  return stem.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, TITLE_MAX);
}

/** Only a VIDEO can be hosted, so only a VIDEO's form asks. */
export const canBeHosted = (type: MediaType) => type === 'VIDEO';

export interface MediaDraft {
  title: string;
  description: string;
  type: MediaType;
  format: string;
  hosted: boolean;
}

/**
 * The create body for a file just PUT to `href`. The path is the URL's path without its query:
 * a presigned URL's signature is for the upload, not for reading the file later.
 */
export function createMediaBody(
  draft: MediaDraft,
  href: string,
): BodyOf<typeof api.brands.createMedia> {
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    type: draft.type,
    format: draft.format,
    path: new URL(href, 'http://upload.invalid').pathname,
    positions: [],
    // is_hosted is sent for a VIDEO only; the server refuses it on anything else.
    ...(canBeHosted(draft.type) ? { is_hosted: draft.hosted } : {}),
  };
}

export type DraftField = 'file' | 'title' | 'description' | 'hosted';

/** Checks the form can only make before anything is sent; the server checks the rest. */
export function draftProblems(
  file: File | null,
  draft: Pick<MediaDraft, 'title' | 'description'>,
): Partial<Record<DraftField, 'required' | 'tooLong'>> {
  const problems: Partial<Record<DraftField, 'required' | 'tooLong'>> = {};
  if (!file) problems.file = 'required';
  if (!draft.title.trim()) problems.title = 'required';
  else if (draft.title.trim().length > TITLE_MAX) problems.title = 'tooLong';
  if (draft.description.trim().length > DESCRIPTION_MAX) problems.description = 'tooLong';
  return problems;
}

/** Which field of the form a refused call is about (the mock names it, e.g. body.title); null when none is. */
export function fieldOfFailure(error: unknown): DraftField | null {
  if (!(error instanceof ApiResponseError)) return null;
  if (error.status === 413) return 'file';
  const body = error.body as { field?: unknown } | undefined;
  const field = typeof body?.field === 'string' ? body.field : '';
  if (field === 'body.title') return 'title';
  if (field === 'body.description') return 'description';
  if (field === 'body.is_hosted') return 'hosted';
  // The type, format, name and bytes all come from the picked file.
  if (
    /^(query\.(media_type|media_format|file_name)|body\.(type|format|path)|params\.key)$/.test(
      field,
    )
  )
    return 'file';
  return null;
}

/** "Mar 3, 2026" in the page's language; '' for a date that cannot be read. */
export function mediaDate(iso: string, language: string): string {
  const date = dayjs(iso);
  return date.isValid()
    ? dateTimeFormat(language || 'en', { dateStyle: 'medium' }).format(date.toDate())
    : '';
}
