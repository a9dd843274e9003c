// Placeholder: the screen is being built.
export function FreelancerPage() {
  return <h1>Freelancer</h1>;
}
