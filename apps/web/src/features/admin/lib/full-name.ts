/** 'Ana Souza', or the e-mail when the account has no name. */
export function fullName(user: { firstName: string; lastName: string; email: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
