import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContract, createJob, createUser, fundContract } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the job page's 'N contratos pagos' ('Pagamento garantido' when more than 0)", () => {
  it('counts every contract of the client whose escrow was funded, on any of their jobs, for anyone who looks', async () => {
    const client = await createUser(t);
    const reader = await createUser(t, { isFreelancer: true });
    const job = await createJob(t, client);
    const paidOf = async (viewer = reader) =>
      (await t.asUser(viewer).get(`/api/jobs/${job.id}`)).json().clientPaidContracts;
    expect(await paidOf()).toBe(0);

    // Hired but not paid: no money held yet, nothing guaranteed.
    const unpaid = await createContract(t, { client });
    expect(await paidOf()).toBe(0);
    await fundContract(t, client, unpaid.contract.id);
    expect(await paidOf()).toBe(1);
    // Started and concluded ones were funded too (their escrow moved on, the payment stays counted).
    await createContract(t, { client, status: 'em_andamento' });
    await createContract(t, { client, status: 'concluido' });
    expect(await paidOf()).toBe(3);
    expect(await paidOf(client)).toBe(3);

    // Another client's paid contracts count for them only.
    await createContract(t, { status: 'em_andamento' });
    expect(await paidOf()).toBe(3);
    const stranger = await createUser(t);
    expect((await t.asUser(reader).get(`/api/jobs/${(await createJob(t, stranger)).id}`)).json()).toMatchObject({
      clientPaidContracts: 0,
    });
  });
});
