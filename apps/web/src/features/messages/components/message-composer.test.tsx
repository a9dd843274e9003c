import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from './message-composer';

function renderComposer() {
  const onSend = vi.fn<(text: string) => Promise<unknown>>().mockResolvedValue(undefined);
  render(<MessageComposer onSend={onSend} />);
  return {
    onSend,
    user: userEvent.setup(),
    field: screen.getByPlaceholderText<HTMLTextAreaElement>('Digite uma mensagem...'),
  };
}

describe('MessageComposer', () => {
  it('sends nothing while the text is blank or only whitespace', async () => {
    const { onSend, user, field } = renderComposer();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar mensagem' }).disabled).toBe(true);
    await user.type(field, '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed text with Enter and clears the field', async () => {
    const { onSend, user, field } = renderComposer();
    await user.type(field, '  Olá, tudo bem?  {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Olá, tudo bem?');
    expect(field.value).toBe('');
  });

  it('breaks the line with Shift+Enter instead of sending', async () => {
    const { onSend, user, field } = renderComposer();
    await user.type(field, 'Linha 1{Shift>}{Enter}{/Shift}Linha 2');
    expect(onSend).not.toHaveBeenCalled();
    expect(field.value).toBe('Linha 1\nLinha 2');
  });

  it('keeps what was typed while the previous message was on its way (it may show before the answer)', async () => {
    const { onSend, user, field } = renderComposer();
    let answer = () => {};
    onSend.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = () => resolve(undefined);
      }),
    );
    await user.type(field, 'Primeira{Enter}');
    await user.type(field, '{Control>}a{/Control}Segunda');
    answer();
    await vi.waitFor(() => expect(onSend).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(field.value).toBe('Segunda');
  });

  it('sends what Enter was pressed on while the previous message was on its way, after it and once', async () => {
    // The sender's own message can show through the socket before the server answers: typing on at once must work.
    const onSend = vi.fn<(text: string) => Promise<unknown>>();
    let answer = () => {};
    onSend.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = () => resolve(undefined);
      }),
    );
    onSend.mockResolvedValue(undefined);
    render(<MessageComposer onSend={onSend} />);
    const user = userEvent.setup();
    const field = screen.getByPlaceholderText<HTMLTextAreaElement>('Digite uma mensagem...');
    await user.type(field, 'Primeira{Enter}');
    await user.type(field, '{Control>}a{/Control}Segunda{Enter}{Enter}');
    expect(onSend).toHaveBeenCalledOnce();
    answer();
    await vi.waitFor(() => expect(field.value).toBe(''));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSend.mock.calls).toEqual([['Primeira'], ['Segunda']]);
  });

  it('keeps the text when sending fails', async () => {
    const { onSend, user, field } = renderComposer();
    onSend.mockRejectedValueOnce(new Error('offline'));
    await user.type(field, 'Oi');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(onSend).toHaveBeenCalledOnce();
    expect(field.value).toBe('Oi');
  });
});

describe('MessageComposer attachments', () => {
  const picker = () => screen.getByLabelText<HTMLInputElement>('Arquivos para anexar');

  it('sends the picked files with the text, or alone, and clears them once sent', async () => {
    const { onSend, user, field } = renderComposer();
    const layout = new File(['%PDF-1.4'], 'layout.pdf', { type: 'application/pdf' });
    await user.upload(picker(), layout);
    expect(screen.getByRole('list', { name: 'Arquivos anexados' }).textContent).toContain('layout.pdf');
    // A file alone is enough to send.
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Enviar mensagem' }).disabled).toBe(false);
    await user.type(field, 'Segue o layout{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Segue o layout', [layout]);
    expect(screen.queryByRole('list', { name: 'Arquivos anexados' })).toBeNull();
    expect(field.value).toBe('');
  });

  it('refuses a file the server would not take, saying why, and lets a picked file be removed', async () => {
    const { onSend } = renderComposer();
    // As a file dropped past the picker's filter would come.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(picker(), new File(['MZ'], 'programa.exe', { type: 'application/octet-stream' }));
    expect(screen.getByRole('alert').textContent).toContain('Tipo de anexo não suportado');
    expect(screen.queryByRole('list', { name: 'Arquivos anexados' })).toBeNull();
    await user.upload(picker(), new File(['oi'], 'nota.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Remover nota.txt' }));
    expect(screen.queryByRole('list', { name: 'Arquivos anexados' })).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
  });
});
