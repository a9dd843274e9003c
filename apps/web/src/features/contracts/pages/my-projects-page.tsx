// Placeholder: the screen is being built.
export function MyProjectsPage() {
  return <h1>Meus Projetos</h1>;
}
