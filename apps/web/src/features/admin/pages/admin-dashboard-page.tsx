// Placeholder: the screen is being built.
export function AdminDashboardPage() {
  return <h1>Administração</h1>;
}
