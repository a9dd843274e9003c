import { CONTRACT_MESSAGES } from '@labora/shared/contracts';
import { ATTACHMENT_MESSAGES, JOB_LIMITS } from '@labora/shared/jobs';
import { MESSAGE_MESSAGES, type TConversationSummary, type TMessage } from '@labora/shared/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPeople, createContract, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, storedKeys, type TestApp } from '../../test/helpers.js';
import { multipartBody } from '../../test/multipart.js';

let t: TestApp;
let ana: TestUser;
let bruno: TestUser;
let carla: TestUser;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  [ana, bruno, carla] = await Promise.all([createUser(t), createUser(t), createUser(t)]);
  png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

async function group(owner: TestUser, members: TestUser[]): Promise<TConversationSummary> {
  for (const member of members) await connectPeople(t, owner, member);
  const res = await t
    .asUser(owner)
    .post('/api/conversations/groups', { name: 'Arquivos', memberIds: members.map((m) => m.id) });
  if (res.statusCode !== 201) throw new Error(`group failed: ${res.body}`);
  return res.json();
}
function sendFiles(
  me: TestUser,
  conversationId: string,
  text: string | undefined,
  files: { name: string; data: Buffer; type?: string }[],
) {
  const upload = multipartBody(
    text === undefined ? {} : { message: JSON.stringify({ text }) },
    files.map((f) => ({ field: 'attachments', ...f })),
  );
  return t
    .asUser(me)
    .post(`/api/conversations/${conversationId}/messages/files`, upload.payload, { headers: upload.headers });
}
const storedFiles = async () => (await storedKeys(t.app.deps.files, 'attachments/')).length;

describe('message attachments', () => {
  it('are typed by content, listed with the message and downloaded by members only', async () => {
    const c = await group(ana, [bruno]);
    // A PNG named .txt is an image; the name the person gave it stays.
    const sent = await sendFiles(ana, c.id, '  Segue o layout e o escopo.  ', [
      { name: 'layout.txt', data: png },
      { name: 'escopo.txt', data: Buffer.from('Três páginas e um formulário.') },
    ]);
    expect(sent.statusCode).toBe(201);
    const message: TMessage = sent.json();
    expect(message.text).toBe('Segue o layout e o escopo.');
    expect(message.attachments).toEqual([
      { id: expect.any(String), fileName: 'layout.txt', contentType: 'image/png', size: png.length },
      { id: expect.any(String), fileName: 'escopo.txt', contentType: 'text/plain; charset=utf-8', size: 32 },
    ]);
    const history = (await t.asUser(bruno).get(`/api/conversations/${c.id}/messages`)).json();
    expect(history.messages[0].attachments).toEqual(message.attachments);

    const url = (id: string) => `/api/conversations/${c.id}/attachments/${id}`;
    const image = await t.asUser(bruno).get(url(message.attachments[0]?.id ?? ''));
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    expect(image.headers['content-disposition']).toContain('attachment;');
    expect(image.rawPayload.equals(png)).toBe(true);

    // Not a member: 403 on the file as on the conversation; gone from the group: 403 too.
    const outsider = await t.asUser(carla).get(url(message.attachments[1]?.id ?? ''));
    expect([outsider.statusCode, outsider.json()]).toEqual([
      403,
      { code: 'FORBIDDEN', message: MESSAGE_MESSAGES.notMember },
    ]);
    expect((await sendFiles(carla, c.id, 'Oi', [{ name: 'a.txt', data: Buffer.from('x') }])).statusCode).toBe(403);
    await t.asUser(ana).delete(`/api/conversations/${c.id}/members/${bruno.id}`);
    expect((await t.asUser(bruno).get(url(message.attachments[0]?.id ?? ''))).statusCode).toBe(403);
    expect((await t.asUser(null).get(url(message.attachments[0]?.id ?? ''))).statusCode).toBe(401);
    // Another conversation's file through this one: not found.
    const other = await group(carla, [await createUser(t)]);
    const elsewhere = (await sendFiles(carla, other.id, '', [{ name: 'b.txt', data: Buffer.from('y') }])).json();
    const crossed = await t.asUser(ana).get(url(elsewhere.attachments[0].id));
    expect([crossed.statusCode, crossed.json().message]).toEqual([404, MESSAGE_MESSAGES.attachmentNotFound]);
  });

  it('refuse what is not an image or a document, files over 10 MB, and a message with neither text nor file', async () => {
    const c = await group(ana, [bruno]);
    const before = await storedFiles();
    const html = await sendFiles(ana, c.id, 'Veja', [
      { name: 'pagina.pdf', data: Buffer.from('<html><script>x</script>') },
    ]);
    expect([html.statusCode, html.json().code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const big = Buffer.alloc(JOB_LIMITS.attachmentMaxBytes + 1, 'a');
    const tooLarge = await sendFiles(ana, c.id, 'Grande', [{ name: 'grande.txt', data: big }]);
    expect([tooLarge.statusCode, tooLarge.json().message]).toEqual([
      413,
      `${ATTACHMENT_MESSAGES.tooLarge} (grande.txt)`,
    ]);
    for (const text of [undefined, '', '   ']) {
      const empty = await sendFiles(ana, c.id, text, []);
      expect([empty.statusCode, empty.json().message]).toEqual([400, MESSAGE_MESSAGES.textOrFileRequired]);
    }
    const long = await sendFiles(ana, c.id, 'a'.repeat(5001), [{ name: 'a.txt', data: Buffer.from('x') }]);
    expect([long.statusCode, long.json().message]).toEqual([400, MESSAGE_MESSAGES.textTooLong]);
    // Nothing refused was kept, on disk or in the conversation.
    expect(await storedFiles()).toBe(before);
    expect((await t.asUser(ana).get(`/api/conversations/${c.id}/messages`)).json().messages).toEqual([]);
    // A file alone is a message.
    const alone = await sendFiles(ana, c.id, undefined, [{ name: 'foto.png', data: png }]);
    expect([alone.statusCode, alone.json().text]).toEqual([201, '']);
  });

  it('in a public channel are for anyone signed in', async () => {
    const [channel] = (await t.asUser(ana).get('/api/conversations?kind=public')).json() as TConversationSummary[];
    const sent = (await sendFiles(ana, channel?.id ?? '', 'Portfólio', [{ name: 'p.png', data: png }])).json();
    const res = await t.asUser(carla).get(`/api/conversations/${channel?.id}/attachments/${sent.attachments[0].id}`);
    expect(res.statusCode).toBe(200);
  });
});

describe("a contract's conversation", () => {
  it('opens for its two sides only', async () => {
    const { contract, client, freelancer } = await createContract(t);
    const url = `/api/contracts/${contract.id}/conversation`;
    const opened = await Promise.all([t.asUser(client).post(url), t.asUser(freelancer).post(url)]);
    expect(opened.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(opened[0]?.json().id).toBe(opened[1]?.json().id);
    // Told apart from the same person's other conversations by the contract's title.
    expect(opened[0]?.json()).toMatchObject({ kind: 'direct', contractId: contract.id, contractTitle: contract.title });
    // Each side sees the other's name.
    expect(opened[0]?.json().name).toBe(contract.freelancer.name);
    const stranger = await t.asUser(carla).post(url);
    expect([stranger.statusCode, stranger.json().message]).toEqual([403, CONTRACT_MESSAGES.forbidden]);
    const unknown = await t.asUser(carla).post('/api/contracts/00000000-0000-4000-8000-000000000000/conversation');
    expect(unknown.statusCode).toBe(404);
    // Its messages are for the two of them: a stranger cannot read or write there either.
    const id = opened[0]?.json().id;
    expect((await t.asUser(carla).get(`/api/conversations/${id}/messages`)).statusCode).toBe(403);
    expect((await t.asUser(carla).post(`/api/conversations/${id}/messages`, { text: 'Oi' })).statusCode).toBe(403);
  });
});

describe('people to add to a group', () => {
  it("are the caller's connections found by name, accents and case ignored, never the caller", async () => {
    const [joana, joao] = await Promise.all([
      createUser(t, { first_name: 'Joana', last_name: 'Peçanha' }),
      createUser(t, { first_name: 'João', last_name: 'Pecanha' }),
    ]);
    const found = async (me: TestUser, search: string) =>
      (
        (await t.asUser(me).get(`/api/messages/people?search=${encodeURIComponent(search)}`)).json() as { id: string }[]
      ).map((p) => p.id);
    // Strangers are not offered: only connections may be added to a group.
    expect(await found(ana, 'PECANHA')).toEqual([]);
    await connectPeople(t, ana, joana);
    await connectPeople(t, ana, joao);
    await connectPeople(t, joana, joao);
    expect((await found(ana, 'PECANHA')).sort()).toEqual([joana.id, joao.id].sort());
    expect(await found(joana, 'peçanha')).toEqual([joao.id]);
    expect((await t.asUser(ana).get('/api/messages/people?search=a')).statusCode).toBe(400);
  });
});
