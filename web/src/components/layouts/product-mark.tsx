/**
 * The product's mark, drawn as public/favicon.svg draws it, inline: an <img> of an SVG file makes
 * the browser build a document of its own for the image, some 12 ms of main thread in the page's
 * first paint (index.html's frame draws the same markup).
 */
export function ProductMark() {
  return (
    <svg
      viewBox="0 0 64 64"
      width={32}
      height={32}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block' }}
    >
      <rect width="64" height="64" rx="14" fill="#006cb0" />
      <path fill="#fff" d="M17.5 13.5h7v37h-7zm22 0h7v37h-7zm-15 15.5h15v6h-15z" />
    </svg>
  );
}
