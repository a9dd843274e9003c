// Placeholder: the screen is being built.
export function CreateJobPage() {
  return <h1>Criar Novo Trabalho</h1>;
}
