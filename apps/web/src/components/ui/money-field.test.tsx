import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { MoneyField } from './money-field';

/** The box as the forms use it: a react-hook-form field holding centavos. */
function AmountForm({
  onSubmit,
  error,
}: {
  onSubmit: (values: { amountCents: number | null }) => void;
  error?: string;
}) {
  const { control, handleSubmit, reset } = useForm<{ amountCents: number | null }>({
    defaultValues: { amountCents: null },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <Controller
        control={control}
        name="amountCents"
        render={({ field }) => <MoneyField label="Valor (R$)" error={error} {...field} />}
      />
      <button type="submit">Enviar</button>
      <button type="button" onClick={() => reset({ amountCents: 9900 })}>
        Restaurar
      </button>
    </form>
  );
}

function setup(error?: string) {
  const onSubmit = vi.fn();
  render(<AmountForm onSubmit={onSubmit} error={error} />);
  const user = userEvent.setup();
  const box = screen.getByLabelText<HTMLInputElement>('Valor (R$)');
  const submitted = async () => {
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    return onSubmit.mock.lastCall?.[0];
  };
  return { user, box, submitted };
}

describe('MoneyField', () => {
  it('is a decimal text box tied to its label', () => {
    const { box } = setup();
    expect(box.tagName).toBe('INPUT');
    expect(box.getAttribute('inputmode')).toBe('decimal');
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('drops the letters of a typed abc12: shows 12, the form gets 1200 centavos', async () => {
    const { user, box, submitted } = setup();
    await user.type(box, 'abc12');
    expect(box.value).toBe('12');
    expect(await submitted()).toEqual({ amountCents: 1200 });
  });

  it('reads a typed ab12.34 as 12,34', async () => {
    const { user, box, submitted } = setup();
    await user.type(box, 'ab12.34');
    expect(box.value).toBe('12,34');
    expect(await submitted()).toEqual({ amountCents: 1234 });
  });

  it.each(['1.234,56', '1234.56'])('reads a pasted %s as 1.234,56', async (pasted) => {
    const { user, box, submitted } = setup();
    await user.click(box);
    await user.paste(pasted);
    expect(box.value).toBe('1.234,56');
    expect(await submitted()).toEqual({ amountCents: 123456 });
  });

  it('takes a thousands dot typed by habit: 1.650,55 is 1650,55, not 1,65', async () => {
    const { user, box, submitted } = setup();
    await user.type(box, '1.650,55');
    expect(box.value).toBe('1.650,55');
    expect(await submitted()).toEqual({ amountCents: 165055 });
  });

  it('groups thousands while typing and keeps two decimals at most', async () => {
    const { user, box, submitted } = setup();
    await user.type(box, '1234567,899');
    expect(box.value).toBe('1.234.567,89');
    expect(await submitted()).toEqual({ amountCents: 123456789 });
  });

  it('keeps the caret where a digit is typed in the middle', async () => {
    const { user, box } = setup();
    await user.type(box, '1234');
    expect(box.value).toBe('1.234');
    // Caret after the '2', then '5': 12534 shows 12.534 with the caret after the 5.
    box.setSelectionRange(3, 3);
    await user.keyboard('5');
    expect(box.value).toBe('12.534');
    expect(box.selectionStart).toBe(4);
  });

  it('hands the form null once emptied, and shows the amount as saved when left', async () => {
    const { user, box, submitted } = setup();
    await user.type(box, '1500,5');
    await user.tab();
    expect(box.value).toBe('1.500,50');
    await user.clear(box);
    expect(box.value).toBe('');
    expect(await submitted()).toEqual({ amountCents: null });
  });

  it('follows the form when it sets another amount', async () => {
    const { user, box } = setup();
    await user.type(box, '12');
    await user.click(screen.getByRole('button', { name: 'Restaurar' }));
    expect(box.value).toBe('99,00');
  });

  it('is marked invalid with its message', () => {
    const { box } = setup('Informe o valor.');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Valor (R$)').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Informe o valor.')).toBeTruthy();
  });
});
