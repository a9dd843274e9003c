// Placeholder: the screen is being built.
export function EditProfilePage() {
  return <h1>Editar Perfil</h1>;
}
