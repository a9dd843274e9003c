// Placeholder: the screen is being built.
export function HiringPage() {
  return <h1>Contratações</h1>;
}
