// Placeholder: the screen is being built.
export function JobPage() {
  return <h1>Trabalho</h1>;
}
