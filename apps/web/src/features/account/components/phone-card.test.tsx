import { PHONE_MESSAGES } from '@labora/shared/phone-sign-in';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PhoneCard } from './phone-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (body: unknown) => Response;

/** The card against a fake API: GET answers `initial`; each write answers its handler. */
function renderCard(initial: unknown, handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url).replace(/^.*\/api/, '')}`;
    const handler = handlers[key];
    if (handler) return handler(init?.body ? JSON.parse(String(init.body)) : undefined);
    return key === 'GET /users/me/phone' ? json(200, initial) : json(500, {});
  });
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PhoneCard />
    </QueryClientProvider>,
  );
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => `${init?.method ?? 'GET'} ${String(url).replace(/^.*\/api/, '')}` === key,
    );
  return { calls };
}

describe('PhoneCard', () => {
  it('verifies the phone with the texted code: a wrong code is shown under the field, the right one marks it verified', async () => {
    let tries = 0;
    renderCard(
      { phone: '11987654321', phoneVerified: false },
      {
        'POST /users/me/phone/code': () => json(200, { message: PHONE_MESSAGES.verifyCodeSent }),
        'POST /users/me/phone/verify': () =>
          ++tries === 1
            ? json(400, { code: 'PHONE_CODE_INVALID', message: PHONE_MESSAGES.codeInvalid })
            : json(200, { phone: '11987654321', phoneVerified: true, message: PHONE_MESSAGES.verified }),
      },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('(11) 98765-4321')).toBeTruthy();
    expect(screen.getByText('Não verificado')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Verificar celular' }));
    const field = await screen.findByRole('textbox', { name: 'Código de verificação' });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(PHONE_MESSAGES.codeInvalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Verificado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verificar celular' })).toBeNull();
  }, 20_000);

  it('shows why a code cannot be sent (the number is verified on another account)', async () => {
    renderCard(
      { phone: '11987654321', phoneVerified: false },
      { 'POST /users/me/phone/code': () => json(409, { code: 'PHONE_TAKEN', message: PHONE_MESSAGES.taken }) },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Verificar celular' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(PHONE_MESSAGES.taken));
  });

  it('changes the phone with the password: checks in the browser first, shows a wrong password under its field', async () => {
    let attempts = 0;
    const { calls } = renderCard(
      { phone: '11987654321', phoneVerified: true },
      {
        'PUT /users/me/phone': () =>
          ++attempts === 1
            ? json(400, { code: 'WRONG_PASSWORD', message: PHONE_MESSAGES.passwordWrong })
            : json(200, { phone: '21998765432', phoneVerified: false, message: PHONE_MESSAGES.changed }),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Alterar celular' }));
    const phone = screen.getByRole('textbox', { name: 'Novo celular' });
    await user.type(phone, '11987654321');
    expect((phone as HTMLInputElement).value).toBe('(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Salvar novo celular' }));
    expect(await screen.findByText(PHONE_MESSAGES.samePhone)).toBeTruthy();
    expect(screen.getByText(PHONE_MESSAGES.passwordMissing)).toBeTruthy();
    expect(calls('PUT /users/me/phone')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '21998765432');
    await user.type(screen.getByLabelText('Senha atual'), 'Errada@2026');
    await user.click(screen.getByRole('button', { name: 'Salvar novo celular' }));
    expect(await screen.findByText(PHONE_MESSAGES.passwordWrong)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Salvar novo celular' }));
    expect(await screen.findByText('(21) 99876-5432')).toBeTruthy();
    expect(screen.getByText('Não verificado')).toBeTruthy();
    expect(JSON.parse(String(calls('PUT /users/me/phone')[1]?.[1]?.body))).toEqual({
      phone: '21998765432',
      password: 'Errada@2026',
    });
  }, 20_000);
});
