import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media-url';

const api = 'http://localhost:4010';

describe('mediaUrl', () => {
  it('keeps a data URL as it is, never under the API host', () => {
    const data = 'data:image/svg+xml;base64,PHN2Zy8+';
    expect(mediaUrl(data, api)).toBe(data);
  });

  it('keeps blob and absolute addresses as they are', () => {
    expect(mediaUrl('blob:http://localhost:5173/1234', api)).toBe(
      'blob:http://localhost:5173/1234',
    );
    expect(mediaUrl('https://cdn.example.com/a.png', api)).toBe('https://cdn.example.com/a.png');
    expect(mediaUrl('http://storage.local/a.png', api)).toBe('http://storage.local/a.png');
  });

  it('resolves a stored path against the API host, with or without a leading slash', () => {
    expect(mediaUrl('/media/u1/photo.jpg', api)).toBe('http://localhost:4010/media/u1/photo.jpg');
    expect(mediaUrl('media/u1/photo.jpg', api)).toBe('http://localhost:4010/media/u1/photo.jpg');
    expect(mediaUrl('media/a.png', 'http://api.example.com/v2/')).toBe(
      'http://api.example.com/v2/media/a.png',
    );
  });

  it('answers null when there is no picture, so the avatar shows initials', () => {
    expect(mediaUrl(undefined, api)).toBeNull();
    expect(mediaUrl(null, api)).toBeNull();
    expect(mediaUrl('  ', api)).toBeNull();
  });
});
