/** §5: only listed extensions pass, compared in lower case with or without the leading dot. */
export function normaliseExtensions(extensions: readonly string[]): string[] {
  return extensions.map((e) => e.trim().toLowerCase().replace(/^\./, '')).filter(Boolean);
}

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAcceptedFile(fileName: string, extensions: readonly string[]): boolean {
  const ext = extensionOf(fileName);
  return ext !== '' && normaliseExtensions(extensions).includes(ext);
}

/** The accept attribute for the native file dialog, so Browse files offers the same list. */
export function acceptAttribute(extensions: readonly string[]): string {
  return normaliseExtensions(extensions)
    .map((e) => `.${e}`)
    .join(',');
}
