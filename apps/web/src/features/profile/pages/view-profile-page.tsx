// Placeholder: the screen is being built.
export function ViewProfilePage() {
  return <h1>Meu Perfil</h1>;
}
