// Placeholder: the screen is being built.
export function SettingsPage() {
  return <h1>Configurações</h1>;
}
