export function TitledPage({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
    </section>
  );
}
