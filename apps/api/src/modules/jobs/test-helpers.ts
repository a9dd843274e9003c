import { brazilDate, type TJobInput } from '@labora/shared/jobs';

let counter = 0;
/** A valid job, due in 30 days; override any field. */
export function newJob(overrides: Partial<TJobInput> = {}): TJobInput {
  counter += 1;
  return {
    title: `Site institucional para padaria ${counter}`,
    category: 'Desenvolvimento Web',
    experienceLevel: 'intermediario',
    projectType: 'fixed',
    budgetCents: 250_000,
    duration: '2 semanas',
    deliveryDeadline: brazilDate(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000)),
    description: 'Precisamos de um site simples com cardápio, endereço e contato pelo WhatsApp.',
    skills: ['React', 'SEO'],
    ...overrides,
  };
}
