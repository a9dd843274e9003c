// Placeholder: the screen is being built.
export function ContractPage() {
  return <h1>Contrato</h1>;
}
