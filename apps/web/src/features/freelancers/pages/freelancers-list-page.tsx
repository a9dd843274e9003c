// Placeholder: the screen is being built.
export function FreelancersListPage() {
  return <h1>Lista de Freelancers</h1>;
}
