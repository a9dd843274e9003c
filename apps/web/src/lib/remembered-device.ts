// The token of a device remembered by two-factor sign-in ('Lembrar este dispositivo por 30 dias'): kept in this
// browser and sent as `device` by every way in, so the second step is skipped until it expires or is revoked.

const STORAGE_KEY = 'labora.twoFactorDevice';

export function rememberedDevice(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function rememberDevice(token: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Private mode or a full quota: the next sign-in asks for the code again, nothing worse.
  }
}
