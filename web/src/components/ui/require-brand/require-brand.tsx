import type { ReactNode } from 'react';
// The pages behind it draw their loading and error panels with the shared rules ui.css brings.
import '../ui.css';

interface RequireBrandProps {
  /** The brand the page is about: null when the user has none, pending while it is looked up. */
  brand: { brandId: string | null; isPending: boolean };
  /** The page's heading, and what it says in place of its content when there is no brand. */
  title: string;
  missing: string;
  children: (brandId: string) => ReactNode;
}

/** A page about one brand: an empty busy page until the brand is known, a notice when there is none. */
export function RequireBrand({ brand, title, missing, children }: RequireBrandProps) {
  if (brand.isPending) return <section className="page" aria-busy="true" />;
  if (!brand.brandId) {
    return (
      <section className="page">
        <h1>{title}</h1>
        <p>{missing}</p>
      </section>
    );
  }
  return children(brand.brandId);
}
