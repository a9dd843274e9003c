import { sql } from 'drizzle-orm';
import { listSuggestions } from '../../modules/connections/service.js';
import { notify } from '../../modules/notifications/service.js';
import { type Db, queryRows } from '../client.js';
import { connectionRequests } from '../schema/connections.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const pairKeyOf = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Connections around the demo people, so the Messages screen's 'Sugestões' is full: each is connected (an accepted
 * request) to three busy generated people with no contract with them, whose contracts bring people with
 * 'conexões em comum'; then the two best suggestions ask them to connect ('Pedidos de conexão', and the bell).
 * The same people on every seed (ordered by contracts, then e-mail).
 */
export async function seedDemoConnections(db: Db, options: { now: Date; demoPeople: string[] }) {
  let accepted = 0;
  let pending = 0;
  for (const [i, person] of options.demoPeople.entries()) {
    const hubs = await queryRows<{ id: string }>(
      db,
      sql`select u.id from users u
        join contracts c on u.id in (c.client_id, c.freelancer_id)
        where u.email like '%@exemplo.com.br' and u.is_active
          and not exists (select 1 from contracts m
            where (m.client_id = u.id and m.freelancer_id = ${person}::uuid)
               or (m.freelancer_id = u.id and m.client_id = ${person}::uuid))
        group by u.id, u.email
        order by count(*) desc, u.email
        offset ${i * 3} limit 3`,
    );
    for (const [j, hub] of hubs.entries()) {
      const createdAt = new Date(options.now.getTime() - (30 + j) * DAY);
      const [row] = await db
        .insert(connectionRequests)
        .values({
          senderId: hub.id,
          receiverId: person,
          pairKey: pairKeyOf(hub.id, person),
          status: 'accepted',
          createdAt,
          respondedAt: new Date(createdAt.getTime() + HOUR),
        })
        .onConflictDoNothing()
        .returning({ id: connectionRequests.id });
      if (row) accepted += 1;
    }
    const { items: askers } = await listSuggestions({ db }, { actor: { id: person }, page: 1, pageSize: 2 });
    for (const [j, asker] of askers.entries()) {
      const createdAt = new Date(options.now.getTime() - (j + 1) * 5 * HOUR);
      const [row] = await db
        .insert(connectionRequests)
        .values({ senderId: asker.id, receiverId: person, pairKey: pairKeyOf(asker.id, person), createdAt })
        .onConflictDoNothing()
        .returning({ id: connectionRequests.id });
      if (!row) continue;
      // The bell tells of it as the product does (modules/connections).
      await notify(db, createdAt, [
        {
          userId: person,
          type: 'connection',
          text: `${asker.name} quer se conectar com você.`,
          link: '/dashboard/messages',
          subjectId: row.id,
        },
      ]);
      pending += 1;
    }
  }
  return { accepted, pending };
}
