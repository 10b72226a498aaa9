import { describe, expect, it } from 'vitest';
import { acceptAttribute, extensionOf, isAcceptedFile, normaliseExtensions } from './extensions';

describe('file drop zone (§5)', () => {
  it('[R5-14] accepts only the listed extensions, lower-cased', () => {
    const list = ['PDF', '.Png', 'jpg'];
    expect(normaliseExtensions(list)).toEqual(['pdf', 'png', 'jpg']);
    expect(isAcceptedFile('CV.PDF', list)).toBe(true);
    expect(isAcceptedFile('photo.png', list)).toBe(true);
    expect(isAcceptedFile('photo.jpeg', list)).toBe(false);
    expect(isAcceptedFile('README', list)).toBe(false);
    expect(isAcceptedFile('archive.pdf.exe', list)).toBe(false);
    expect(extensionOf('a.b.TXT')).toBe('txt');
    expect(acceptAttribute(list)).toBe('.pdf,.png,.jpg');
  });
});
