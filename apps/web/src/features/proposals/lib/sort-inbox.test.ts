import type { TInboxProposal } from '@labora/shared/proposals';
import { describe, expect, it } from 'vitest';
import { sortInbox } from './sort-inbox';

function proposal(
  id: string,
  fields: { amountCents: number; deliveryDays: number; rating: number | null; reviewCount?: number; status?: string },
): TInboxProposal {
  return {
    id,
    jobId: 'job',
    jobTitle: 'Site',
    amountCents: fields.amountCents,
    deliveryDays: fields.deliveryDays,
    coverLetter: 'Carta',
    status: (fields.status ?? 'pending') as TInboxProposal['status'],
    createdAt: '2026-11-24T10:00:00.000Z',
    freelancer: {
      id,
      name: id,
      avatarUrl: null,
      userType: '',
      rating: fields.rating,
      reviewCount: fields.reviewCount ?? (fields.rating === null ? 0 : 3),
      completedProjects: 0,
      level: 'Novo',
      cpfVerified: false,
    },
    client: { id: 'c', name: 'Carla Mendes', avatarUrl: null },
    contractId: null,
    isNew: false,
  };
}

// Newest first, as the server sends them.
const inbox = [
  proposal('ana', { amountCents: 300_000, deliveryDays: 10, rating: 4.5 }),
  proposal('bia', { amountCents: 200_000, deliveryDays: 30, rating: null }),
  proposal('caio', { amountCents: 250_000, deliveryDays: 5, rating: 4.9, status: 'rejected' }),
  proposal('davi', { amountCents: 250_000, deliveryDays: 20, rating: 4.9, reviewCount: 10 }),
  proposal('eva', { amountCents: 250_000, deliveryDays: 20, rating: 4.9, reviewCount: 2 }),
];
const ids = (list: TInboxProposal[]) => list.map((p) => p.id);

describe('sortInbox', () => {
  it('keeps the newest first, pending before answered', () => {
    expect(ids(sortInbox(inbox, 'recentes'))).toEqual(['ana', 'bia', 'davi', 'eva', 'caio']);
  });

  it('orders by the lowest amount, the shortest delivery, the best rating (unrated last, more reviews first)', () => {
    expect(ids(sortInbox(inbox, 'valor'))).toEqual(['bia', 'davi', 'eva', 'ana', 'caio']);
    expect(ids(sortInbox(inbox, 'prazo'))).toEqual(['ana', 'davi', 'eva', 'bia', 'caio']);
    expect(ids(sortInbox(inbox, 'avaliacao'))).toEqual(['davi', 'eva', 'ana', 'bia', 'caio']);
  });

  it('leaves the list it was given as it was', () => {
    sortInbox(inbox, 'valor');
    expect(ids(inbox)).toEqual(['ana', 'bia', 'caio', 'davi', 'eva']);
  });
});
