import type { Page } from '@playwright/test';
import { asPerson, newPerson, type Person, signInAs } from './factories.js';
import { expect, test, toast } from './fixtures.js';
import { axeAtBothWidths, saveScreens } from './screens.js';

// 'Habilidades & Metas' and 'Aprendizagem' (issue 20), as a freelancer uses them: skills added, their level edited,
// one removed (and gone from the profile); goals added, edited, removed with their progress bars; a learning
// resource's progress saved and still there after a reload. axe at 1280 and 390 px on both tabs; screens saved
// under test-results/skills-learning-screens/ to be looked at.

const SHOTS = 'test-results/skills-learning-screens';

const shot = (page: Page, name: string) => saveScreens(page, SHOTS, name);

const profileSkills = async (page: Page, who: Person) =>
  (await asPerson<{ skills: string[] }>(page.request, who, 'get', '/users/profile')).skills;

async function addSkill(page: Page, skill: string, level: string) {
  await page.getByRole('region', { name: 'Minhas habilidades' }).getByRole('button', { name: 'Adicionar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar habilidade' });
  await dialog.getByLabel('Habilidade').fill(skill);
  await dialog.getByLabel('Nível (0 a 10)').selectOption(level);
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog).toBeHidden();
}

async function addGoal(page: Page, title: string, metric: string, target: string, progress?: string) {
  await page.getByRole('button', { name: 'Adicionar meta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova meta' });
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('O que a meta acompanha').selectOption({ label: metric });
  await dialog.getByLabel(/^Alvo/).fill(target);
  if (progress !== undefined) await dialog.getByLabel('Progresso atual').fill(progress);
  await dialog.getByRole('button', { name: 'Criar meta' }).click();
  await expect(dialog).toBeHidden();
}

test('skills and goals: added, edited and removed; the skill leaves the profile too', async ({ page, request }) => {
  const me = await newPerson(request, 'Bianca', { freelancer: true });
  await signInAs(page, me, '/dashboard?aba=habilidades');
  const skills = page.getByRole('region', { name: 'Minhas habilidades' });
  await expect(skills.getByText('Nenhuma habilidade no seu perfil ainda')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Minhas metas' }).getByText('Nenhuma meta ainda')).toBeVisible();
  await shot(page, 'skills-empty');

  await addSkill(page, 'Python', '7');
  await expect(toast(page, 'Habilidade adicionada ao seu perfil.')).toBeVisible();
  await addSkill(page, 'Figma', '4');
  const rows = skills.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Python');
  await expect(rows.first()).toContainText('Nível 7 de 10 · Avançado');
  await expect(rows.first()).toContainText('0 contratos concluídos · 0 avaliações');
  expect(await profileSkills(page, me)).toEqual(['Python', 'Figma']);

  // The same skill again, in another case: refused on the field.
  await skills.getByRole('button', { name: 'Adicionar' }).click();
  const again = page.getByRole('dialog', { name: 'Adicionar habilidade' });
  await again.getByLabel('Habilidade').fill('python');
  await again.getByRole('button', { name: 'Adicionar' }).click();
  await expect(again.getByText('Esta habilidade já está no seu perfil.')).toBeVisible();
  await again.getByRole('button', { name: 'Cancelar' }).click();

  await skills.getByRole('button', { name: 'Editar nível de Python' }).click();
  const level = page.getByRole('dialog', { name: 'Nível em Python' });
  await level.getByLabel('Nível (0 a 10)').selectOption('9');
  await level.getByRole('button', { name: 'Salvar nível' }).click();
  await expect(rows.first()).toContainText('Nível 9 de 10 · Especialista');

  await skills.getByRole('button', { name: 'Remover Figma' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remover Figma?' });
  await expect(confirm).toContainText('sai também do seu perfil público');
  await confirm.getByRole('button', { name: 'Remover do perfil' }).click();
  await expect(toast(page, 'Habilidade removida do seu perfil.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect(await profileSkills(page, me)).toEqual(['Python']);

  // Goals: one tied to contracts (advances by itself), one manual.
  await addGoal(page, 'Fechar 2 contratos', 'Contratos concluídos neste mês', '2');
  await expect(toast(page, 'Meta criada.')).toBeVisible();
  await addGoal(page, 'Estudar Python', 'Progresso manual', '10', '3');
  const tied = page.getByRole('progressbar', { name: 'Fechar 2 contratos' });
  await expect(tied).toHaveAttribute('aria-valuenow', '0');
  await expect(tied).toHaveAttribute('aria-valuetext', '0 de 2, 0%');
  const manual = page.getByRole('progressbar', { name: 'Estudar Python' });
  await expect(manual).toHaveAttribute('aria-valuenow', '30');

  await page.getByRole('button', { name: 'Editar meta Estudar Python' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar meta' });
  await edit.getByLabel('Progresso atual').fill('5');
  await edit.getByRole('button', { name: 'Salvar meta' }).click();
  await expect(manual).toHaveAttribute('aria-valuenow', '50');
  await expect(manual).toHaveAttribute('aria-valuetext', '5 de 10, 50%');

  await page.getByRole('button', { name: 'Remover meta Fechar 2 contratos' }).click();
  await page.getByRole('dialog', { name: 'Remover meta?' }).getByRole('button', { name: 'Remover meta' }).click();
  await expect(tied).toHaveCount(0);

  // Kept by the server: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('progressbar', { name: 'Estudar Python' })).toHaveAttribute('aria-valuenow', '50');
  await expect(skills.getByRole('listitem')).toHaveCount(1);

  await shot(page, 'skills-goals');
  expect(await axeAtBothWidths(page)).toEqual([]);
  // The add dialog too, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Adicionar meta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova meta' });
  await expect(dialog.getByRole('button', { name: 'Criar meta' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/goal-dialog-390.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('learning: recommended by the skills, progress saved and kept', async ({ page, request }) => {
  const me = await newPerson(request, 'Caio', { freelancer: true });
  await asPerson(request, me, 'post', '/skills', { data: { skill: 'Python', level: 6 } });
  await signInAs(page, me, '/dashboard?aba=aprendizagem');
  const tab = page.getByRole('tabpanel', { name: 'Aprendizagem' });
  const first = tab.getByRole('listitem').first();
  await expect(first).toContainText('Recomendado para você');
  await expect(first).toContainText('Ensina: Python');
  const link = first.getByRole('link');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  const title = (await link.textContent())?.replace('(abre em nova aba)', '').trim() ?? '';
  await first.getByLabel('Seu andamento').selectOption('in_progress');
  await first.getByLabel('Concluído (%)').fill('40');
  await first.getByRole('button', { name: 'Salvar progresso' }).click();
  await expect(toast(page, 'Progresso salvo.')).toBeVisible();

  await page.reload();
  const card = tab.getByRole('listitem').filter({ hasText: title }).first();
  await expect(card).toContainText('Em andamento: 40%');

  // One category only.
  await tab.getByLabel('Categoria').selectOption('Música & Áudio');
  await expect(tab.getByRole('listitem').first()).toContainText('Música & Áudio');
  await expect(tab.getByRole('listitem').filter({ hasText: 'Programação & Tecnologia' })).toHaveCount(0);
  await tab.getByLabel('Categoria').selectOption('');

  await shot(page, 'learning');
  expect(await axeAtBothWidths(page)).toEqual([]);
});
