import { AUTH_MESSAGES } from '@labora/shared/auth-rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { TestToaster } from '@/test/test-toaster';
import { SignupPage } from './signup-page';

const fetchMock = vi.fn<typeof fetch>();

function renderSignup() {
  const router = createMemoryRouter(
    [
      {
        path: paths.signup,
        element: (
          <>
            <SignupPage />
            <TestToaster />
          </>
        ),
      },
      { path: paths.login, element: <h1>Tela de login</h1> },
    ],
    { initialEntries: [paths.signup] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup() };
}

const input = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });

/** The toasts on screen, newest first as Sonner stacks them. */
function toastTexts(): string[] {
  return [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent ?? '');
}

async function expectToast(message: string) {
  await waitFor(() => expect(toastTexts()).toContain(message));
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<'Nome' | 'Sobrenome' | 'Telefone' | 'E-mail' | 'Senha' | 'Confirmar senha', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(input(label));
    if (value) await user.type(input(label), value);
  }
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

describe('SignupPage', () => {
  it('shows the SPEC messages in order on submit, marking and focusing the field each is about', async () => {
    const { user } = renderSignup();
    const submit = screen.getByRole('button', { name: 'Criar conta' });

    // 1. Anything empty: every empty field is marked, the first one gets focus.
    await fillForm(user, { Nome: 'ana', Telefone: '11987654321' });
    await user.click(submit);
    await expectToast(AUTH_MESSAGES.fillAll);
    const marked = ['Nome', 'Sobrenome', 'Telefone', 'E-mail', 'Senha', 'Confirmar senha'].filter(
      (label) => input(label).getAttribute('aria-invalid') === 'true',
    );
    expect(marked).toEqual(['Sobrenome', 'E-mail', 'Senha', 'Confirmar senha']);
    expect(document.activeElement).toBe(input('Sobrenome'));

    // 2. The phone: its message also shows under the field.
    await fillForm(user, {
      Sobrenome: 'souza',
      Telefone: '1198765',
      'E-mail': 'ana@',
      Senha: 'fraca',
      'Confirmar senha': 'outra',
    });
    await user.click(submit);
    await expectToast(AUTH_MESSAGES.invalidPhone);
    expect(input('Telefone').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('Telefone'));
    expect(screen.getAllByText(AUTH_MESSAGES.invalidPhone).length).toBe(2);

    // 3. Then the e-mail, 4. the password rules, 5. the confirmation.
    await fillForm(user, { Telefone: '11987654321' });
    await user.click(submit);
    await expectToast(AUTH_MESSAGES.invalidEmail);
    expect(document.activeElement).toBe(input('E-mail'));

    await fillForm(user, { 'E-mail': 'ana.souza@exemplo.com.br' });
    await user.click(submit);
    await expectToast(AUTH_MESSAGES.weakPassword);
    expect(document.activeElement).toBe(input('Senha'));

    await fillForm(user, { Senha: 'Labora@2026' });
    await user.click(submit);
    await expectToast(AUTH_MESSAGES.passwordsDiffer);
    expect(document.activeElement).toBe(input('Confirmar senha'));

    // Nothing reached the server while a rule failed.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('formats as the person types and sends the SPEC payload: names capitalised, phone digits only', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { message: AUTH_MESSAGES.registered },
        { status: 201, headers: { 'content-type': 'application/json' } },
      ),
    );
    const { user } = renderSignup();

    await fillForm(user, {
      Nome: 'ana  clara',
      Sobrenome: 'souza',
      Telefone: '11987654321',
      'E-mail': ' ana.souza@exemplo.com.br ',
      Senha: 'Labora@2026',
      'Confirmar senha': 'Labora@2026',
    });
    expect((input('Nome') as HTMLInputElement).value).toBe('Ana Clara');
    expect((input('Telefone') as HTMLInputElement).value).toBe('(11) 98765-4321');
    // Every rule of the checklist is met before submitting.
    expect(screen.getAllByText(/: atendido$/)).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Criar conta' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/auth/register');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      first_name: 'Ana Clara',
      last_name: 'Souza',
      phone: '11987654321',
      email: 'ana.souza@exemplo.com.br',
      password: 'Labora@2026',
      confirm_password: 'Labora@2026',
    });
    await expectToast(AUTH_MESSAGES.registered);
    // SPEC: the login screen follows 2 s after the success message.
    expect(await screen.findByRole('heading', { name: 'Tela de login' }, { timeout: 4000 })).toBeTruthy();
  });

  it('shows the server message when the e-mail is taken, and stays on the form', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ code: 'EMAIL_TAKEN', message: AUTH_MESSAGES.emailTaken }, { status: 409 }),
    );
    const { user } = renderSignup();
    await fillForm(user, {
      Nome: 'Ana',
      Sobrenome: 'Souza',
      Telefone: '11987654321',
      'E-mail': 'ana@exemplo.com.br',
      Senha: 'Labora@2026',
      'Confirmar senha': 'Labora@2026',
    });
    await user.click(screen.getByRole('button', { name: 'Criar conta' }));
    await expectToast(AUTH_MESSAGES.emailTaken);
    expect(screen.getByRole('button', { name: 'Criar conta' })).toBeTruthy();
  });
});
