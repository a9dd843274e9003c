import { formatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import { hire, newPerson, postJob, signInAs } from './factories.js';
import { expect, test, toast } from './fixtures.js';

// Trust signals (issue 19): a freelancer adds a CPF in Configurações and their profile shows 'CPF verificado';
// a job of a client who paid a contract's escrow shows 'Pagamento garantido' and the count of paid contracts.

test("a CPF added in Configurações shows masked to its owner and as 'CPF verificado' on the profile", async ({
  page,
  request,
}) => {
  const rafael = await newPerson(request, 'Rafael', { freelancer: true });
  await signInAs(page, rafael, '/customize-profile');
  const card = page.getByRole('region', { name: 'CPF' });
  const field = card.getByRole('textbox', { name: 'CPF' });

  await field.fill('529.982.247-26');
  await card.getByRole('button', { name: 'Salvar CPF' }).click();
  await expect(card.getByText('CPF inválido.')).toBeVisible();
  await expect(field).toBeFocused();

  const cpf = generateCpf();
  await field.fill(formatCpf(cpf));
  await card.getByRole('button', { name: 'Salvar CPF' }).click();
  await expect(toast(page, 'CPF cadastrado. Seu perfil agora mostra o selo "CPF verificado".')).toBeVisible();
  await expect(card.getByText(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`)).toBeVisible();
  await expect(card.getByText('CPF verificado', { exact: true })).toBeVisible();
  await expect(card.getByRole('textbox')).toHaveCount(0);

  // Another person trying the same CPF is told it is taken.
  const other = await newPerson(request, 'Bruno');
  await signInAs(page, other, '/customize-profile');
  await page.getByRole('region', { name: 'CPF' }).getByRole('textbox', { name: 'CPF' }).fill(cpf);
  await page.getByRole('region', { name: 'CPF' }).getByRole('button', { name: 'Salvar CPF' }).click();
  await expect(page.getByText('Este CPF já está em outra conta.')).toBeVisible();

  await page.goto(`/freelancer/${rafael.id}`);
  await expect(page.getByRole('heading', { level: 1, name: rafael.name })).toBeVisible();
  await expect(page.getByText('CPF verificado', { exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(cpf.slice(3, 9));
});

test("a client who paid a contract's escrow: 'Pagamento garantido' and '1 contrato pago' on their job", async ({
  page,
  request,
}) => {
  const client = await newPerson(request, 'Carla', { freelancer: false });
  const freelancer = await newPerson(request, 'Rafael', { freelancer: true });
  const reader = await newPerson(request, 'Lia', { freelancer: true });
  const fresh = await postJob(request, client);
  await signInAs(page, reader, `/job/${fresh.id}`);
  await expect(page.getByText('Nenhum contrato pago ainda')).toBeVisible();
  await expect(page.getByText('Pagamento garantido')).toHaveCount(0);

  await hire(request, client, freelancer, { title: 'Site institucional', amountCents: 200_000 });
  await page.reload();
  await expect(page.getByText('1 contrato pago')).toBeVisible();
  await expect(page.getByText('Pagamento garantido')).toBeVisible();
});
