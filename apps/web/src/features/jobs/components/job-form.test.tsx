import { brazilDate } from '@labora/shared/job-labels';
import { JOB_MESSAGES } from '@labora/shared/jobs';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestToaster } from '@/test/test-toaster';
import { EMPTY_JOB_FORM, JOB_FORM_MESSAGES, type ParsedJobForm } from '../lib/job-form';
import { JobForm } from './job-form';

const DAY = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => brazilDate(new Date(Date.now() + days * DAY));

/** The form as Create Job (/add-job) shows it. */
function renderCreateJob() {
  const onSubmit = vi.fn<(parsed: ParsedJobForm) => Promise<void>>().mockResolvedValue(undefined);
  render(
    <>
      <JobForm
        defaultValues={EMPTY_JOB_FORM}
        withAttachments
        submitLabel="Publicar trabalho"
        pendingLabel="Publicando..."
        submitIcon={null}
        failureMessage={JOB_FORM_MESSAGES.publishFailed}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />
      <TestToaster />
    </>,
  );
  return {
    user: userEvent.setup(),
    onSubmit,
    publish: () => screen.getByRole('button', { name: 'Publicar trabalho' }),
  };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

/** The messages under the fields, top to bottom. */
function fieldMessages(): string[] {
  return [...document.querySelectorAll('form [id$="-error"]')].map((p) => p.textContent ?? '');
}

const toastTexts = () => [...document.querySelectorAll('[data-sonner-toast]')].map((t) => t.textContent ?? '');

describe('JobForm (Create Job)', () => {
  it('on an empty submit, marks every required field in SPEC order and announces the first', async () => {
    const { user, onSubmit, publish } = renderCreateJob();
    await user.click(publish());

    await waitFor(() =>
      expect(fieldMessages()).toEqual([
        JOB_MESSAGES.titleRequired,
        JOB_MESSAGES.categoryRequired,
        JOB_MESSAGES.budgetRequired,
        JOB_MESSAGES.durationRequired,
        JOB_MESSAGES.deadlineRequired,
        JOB_MESSAGES.descriptionRequired,
      ]),
    );
    await waitFor(() => expect(toastTexts()).toEqual([JOB_MESSAGES.titleRequired]));
    expect(field('Título').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the hourly rate instead of the budget on an hourly project, and refuses a zero amount and a past deadline', async () => {
    const { user, onSubmit, publish } = renderCreateJob();
    await user.type(field('Título'), 'Aplicativo de agendamento');
    await user.selectOptions(field('Categoria'), 'Desenvolvimento Mobile');
    await user.click(screen.getByRole('radio', { name: /Por hora/ }));
    expect(screen.queryByLabelText('Orçamento (R$)')).toBeNull();
    await user.type(field('Duração estimada'), '2 meses');
    fireEvent.change(field('Prazo de entrega'), { target: { value: dayFromToday(-2) } });
    await user.type(field('Descrição'), 'Agenda, lembretes e pagamento antecipado.');
    await user.click(publish());
    await waitFor(() => expect(fieldMessages()).toEqual([JOB_MESSAGES.hourlyRateRequired, JOB_MESSAGES.deadlinePast]));

    await user.type(field('Valor por hora (R$)'), '0');
    await user.click(publish());
    await waitFor(() => expect(fieldMessages()).toEqual([JOB_MESSAGES.amountInvalid, JOB_MESSAGES.deadlinePast]));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the job as the server takes it: amount in cents, skills cleaned, a typed skill not yet added included', async () => {
    const { user, onSubmit, publish } = renderCreateJob();
    const deadline = dayFromToday(30);
    await user.type(field('Título'), 'Site para uma padaria');
    await user.selectOptions(field('Categoria'), 'Desenvolvimento Web');
    await user.selectOptions(field('Nível de experiência'), 'intermediario');
    await user.type(field('Orçamento (R$)'), '1500,5');
    await user.tab();
    // Shown the way it will be saved.
    expect((field('Orçamento (R$)') as HTMLInputElement).value).toBe('1.500,50');
    await user.type(field('Duração estimada'), '3 semanas');
    fireEvent.change(field('Prazo de entrega'), { target: { value: deadline } });
    await user.type(field('Descrição'), 'Cardápio, encomendas e mapa da loja.');
    await user.click(screen.getByRole('checkbox', { name: /Trabalho remoto/ }));
    await user.type(field('Habilidades (opcional)'), 'React{Enter}');
    await user.type(field('Habilidades (opcional)'), 'Figma');
    await user.click(publish());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(fieldMessages()).toEqual([]);
    const [parsed] = onSubmit.mock.calls[0] ?? [];
    expect(parsed?.files).toEqual([]);
    expect(parsed?.job).toMatchObject({
      title: 'Site para uma padaria',
      category: 'Desenvolvimento Web',
      experienceLevel: 'intermediario',
      projectType: 'fixed',
      budgetCents: 150_050,
      hourlyRateCents: null,
      duration: '3 semanas',
      deliveryDeadline: deadline,
      description: 'Cardápio, encomendas e mapa da loja.',
      remote: true,
      skills: ['React', 'Figma'],
    });
  });
});
