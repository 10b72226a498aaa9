import type { ReactNode } from 'react';

export function DemoSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="ds-section" aria-labelledby={`${id}-title`} data-widget={id}>
      <h2 id={`${id}-title`} className="ds-section__title">
        {title}
      </h2>
      <div className="ds-section__body">{children}</div>
    </section>
  );
}

/** One labelled state of a widget. */
export function DemoState({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'ds-state ds-state--wide' : 'ds-state'}>
      <h3 className="ds-state__title">{title}</h3>
      {children}
    </div>
  );
}
