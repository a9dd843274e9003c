import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist';

/** The checklist as the sign-up and password screens use it: beside a password input it follows. */
function PasswordWithChecklist() {
  const [password, setPassword] = useState('');
  return (
    <>
      <label>
        Senha
        <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      <PasswordChecklist id="rules" password={password} />
    </>
  );
}

/** Each rule as a screen reader hears it: its label and whether it is met. */
function rulesRead() {
  const list = screen.getByRole('list', { name: 'Requisitos da senha' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('PasswordChecklist', () => {
  it('lists the five SPEC rules in order, all pending, for an empty password', () => {
    render(<PasswordChecklist password="" />);
    expect(rulesRead()).toEqual([
      'Pelo menos 8 caracteres: pendente',
      'Uma letra maiúscula: pendente',
      'Uma letra minúscula: pendente',
      'Um número: pendente',
      'Um caractere especial (@$!%*?&): pendente',
    ]);
  });

  it('ticks each rule as the typed password meets it, and is announced politely', async () => {
    const user = userEvent.setup();
    render(<PasswordWithChecklist />);
    const input = screen.getByLabelText('Senha');
    expect(screen.getByRole('list', { name: 'Requisitos da senha' }).getAttribute('aria-live')).toBe('polite');

    await user.type(input, 'a');
    expect(rulesRead().filter((rule) => rule?.endsWith(': atendido'))).toEqual(['Uma letra minúscula: atendido']);

    await user.type(input, 'A1');
    expect(rulesRead().filter((rule) => rule?.endsWith(': atendido'))).toEqual([
      'Uma letra maiúscula: atendido',
      'Uma letra minúscula: atendido',
      'Um número: atendido',
    ]);

    await user.type(input, '@bcde');
    expect(rulesRead().every((rule) => rule?.endsWith(': atendido'))).toBe(true);

    await user.clear(input);
    expect(rulesRead().every((rule) => rule?.endsWith(': pendente'))).toBe(true);
  });

  it('counts only the SPEC specials (@$!%*?&) as special characters', () => {
    const { rerender } = render(<PasswordChecklist password="Senha#2026" />);
    expect(rulesRead()[4]).toBe('Um caractere especial (@$!%*?&): pendente');
    rerender(<PasswordChecklist password="Senha&2026" />);
    expect(rulesRead()[4]).toBe('Um caractere especial (@$!%*?&): atendido');
  });
});
