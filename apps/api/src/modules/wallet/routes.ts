import { ZMessageResponse } from '@labora/shared/auth';
import {
  SAVED_PAYOUT_ACCOUNT_MESSAGES,
  ZPayoutAccount,
  ZPayoutAccountIdParams,
  ZPayoutAccountList,
  ZSavePayoutAccountResponse,
} from '@labora/shared/payout-accounts';
import {
  WALLET_MESSAGES,
  ZCreateDepositRequest,
  ZCreateWithdrawalRequest,
  ZDeposit,
  ZDepositIdParams,
  ZDepositResponse,
  ZListWithdrawals,
  ZListWithdrawalsQuery,
  ZStatement,
  ZStatementQuery,
  ZTransferIdParams,
  ZWallet,
  ZWithdrawalResponse,
} from '@labora/shared/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { errorResponses } from '../../lib/error-responses.js';
import { sendIdempotent, ZIdempotencyHeaders } from '../../lib/idempotency.js';
import { currentUser } from '../../plugins/auth.js';
import {
  assertWithdrawalSecondFactor,
  confirmDeposit,
  createDeposit,
  getDeposit,
  getStatement,
  getWallet,
  listPayoutAccounts,
  listWithdrawals,
  removePayoutAccount,
  requestWithdrawal,
  savePayoutAccount,
  transferReceipt,
} from './service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
export const walletRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['wallet'];
  const security = [{ bearer: [] }];

  app.get(
    '/wallet',
    {
      schema: {
        operationId: 'getWallet',
        tags,
        security,
        summary: "The caller's money: available, in escrow as client, to receive as freelancer, being withdrawn",
        response: { 200: ZWallet, ...errors },
      },
    },
    async (request) => getWallet(app.deps, { actor: currentUser(request) }),
  );

  app.get(
    '/wallet/statement',
    {
      schema: {
        operationId: 'getWalletStatement',
        tags,
        security,
        summary: "The caller's wallet movements, newest first, with the balance after each",
        querystring: ZStatementQuery,
        response: { 200: ZStatement, ...errors },
      },
    },
    async (request) => getStatement(app.deps, { actor: currentUser(request), query: request.query }),
  );

  app.post(
    '/wallet/deposits',
    {
      schema: {
        operationId: 'createDeposit',
        tags,
        security,
        summary: "'Adicionar saldo' by PIX, card or bank (a card is settled at once); needs Idempotency-Key",
        headers: ZIdempotencyHeaders,
        body: ZCreateDepositRequest,
        response: { 201: ZDepositResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return sendIdempotent(request, reply, app.deps, actor.id, async (db) => {
        const deposit = await createDeposit({ ...app.deps, db }, { actor, request: request.body });
        const message =
          deposit.status === 'completed' ? WALLET_MESSAGES.depositConfirmed : WALLET_MESSAGES.depositCreated;
        return { statusCode: 201, body: { message, deposit } };
      });
    },
  );

  app.get(
    '/wallet/deposits/:id',
    {
      schema: {
        operationId: 'getDeposit',
        tags,
        security,
        summary: "One of the caller's deposits (a PIX one carries its BR Code while pending)",
        params: ZDepositIdParams,
        response: { 200: ZDeposit, ...errors },
      },
    },
    async (request) => getDeposit(app.deps, { actor: currentUser(request), id: request.params.id }),
  );

  app.post(
    '/wallet/deposits/:id/simulate',
    {
      schema: {
        operationId: 'simulateDeposit',
        tags,
        security,
        summary:
          "Sandbox only: confirms the caller's pending PIX or bank deposit as the bank would; needs Idempotency-Key",
        headers: ZIdempotencyHeaders,
        params: ZDepositIdParams,
        response: { 200: ZDepositResponse, ...errors },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      return sendIdempotent(request, reply, app.deps, actor.id, async (db) => {
        const deposit = await confirmDeposit({ ...app.deps, db }, { actor, id: request.params.id });
        return { statusCode: 200, body: { message: WALLET_MESSAGES.depositConfirmed, deposit } };
      });
    },
  );

  app.post(
    '/wallet/withdrawals',
    {
      schema: {
        operationId: 'createWithdrawal',
        tags,
        security,
        summary:
          "'Confirmar Saque': the amount leaves the wallet now, the net is paid out when due; needs Idempotency-Key. " +
          'With two-factor sign-in on, the first withdrawal to an account needs `twoFactorCode`',
        headers: ZIdempotencyHeaders,
        body: ZCreateWithdrawalRequest,
        response: { 201: ZWithdrawalResponse, ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const actor = currentUser(request);
      await assertWithdrawalSecondFactor(app.deps, { actor, request: request.body });
      return sendIdempotent(request, reply, app.deps, actor.id, async (db) => {
        const withdrawal = await requestWithdrawal({ ...app.deps, db }, { actor, request: request.body });
        return { statusCode: 201, body: { message: WALLET_MESSAGES.withdrawalRequested, withdrawal } };
      });
    },
  );

  app.get(
    '/wallet/transfers/:id/receipt.pdf',
    {
      schema: {
        operationId: 'downloadTransferReceipt',
        tags,
        security,
        summary:
          'The receipt (recibo) of a payment, release, deposit or withdrawal, as a PDF, to the people it concerns',
        params: ZTransferIdParams,
        response: { 200: z.unknown().describe('A PDF document'), ...errors },
      },
    },
    async (request, reply) => {
      const receipt = await transferReceipt(app.deps, { actor: currentUser(request), id: request.params.id });
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(receipt.fileName))
        .header('cache-control', 'private, no-store')
        .send(receipt.pdf);
    },
  );

  app.get(
    '/wallet/withdrawals',
    {
      schema: {
        operationId: 'listWithdrawals',
        tags,
        security,
        summary: "The caller's withdrawals, newest first (Em processamento, Concluído, Falhou)",
        querystring: ZListWithdrawalsQuery,
        response: { 200: ZListWithdrawals, ...errors },
      },
    },
    async (request) => listWithdrawals(app.deps, { actor: currentUser(request), query: request.query }),
  );

  app.get(
    '/wallet/payout-accounts',
    {
      schema: {
        operationId: 'listPayoutAccounts',
        tags,
        security,
        summary: "The caller's saved payout accounts, newest first (masked label and canonical account)",
        response: { 200: ZPayoutAccountList, ...errors },
      },
    },
    async (request) => listPayoutAccounts(app.deps, { actor: currentUser(request) }),
  );

  app.post(
    '/wallet/payout-accounts',
    {
      schema: {
        operationId: 'createPayoutAccount',
        tags,
        security,
        summary:
          'Save an account for next withdrawals (a card keeps only its last 4 digits): 201 when saved, 200 with the one already saved',
        body: ZPayoutAccount,
        response: { 200: ZSavePayoutAccountResponse, 201: ZSavePayoutAccountResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { created, account } = await savePayoutAccount(app.deps, {
        actor: currentUser(request),
        account: request.body,
      });
      const message = created ? SAVED_PAYOUT_ACCOUNT_MESSAGES.saved : SAVED_PAYOUT_ACCOUNT_MESSAGES.alreadySaved;
      return reply.code(created ? 201 : 200).send({ message, account });
    },
  );

  app.delete(
    '/wallet/payout-accounts/:id',
    {
      schema: {
        operationId: 'deletePayoutAccount',
        tags,
        security,
        summary: "Remove one of the caller's saved payout accounts (another person's is not found)",
        params: ZPayoutAccountIdParams,
        response: { 200: ZMessageResponse, ...errors },
      },
    },
    async (request) => {
      await removePayoutAccount(app.deps, { actor: currentUser(request), id: request.params.id });
      return { message: SAVED_PAYOUT_ACCOUNT_MESSAGES.removed };
    },
  );
};
