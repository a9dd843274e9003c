import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contractDeliveries, contracts, deliveryFiles } from '../../db/schema/contracts.js';
import { gigs } from '../../db/schema/gigs.js';
import { jobAttachments, jobs } from '../../db/schema/jobs.js';
import { messageAttachments, messages } from '../../db/schema/messages.js';
import { users } from '../../db/schema/users.js';
import { attachmentKey } from '../../lib/attachments.js';
import { publicImageKey } from '../../lib/public-images.js';
import { pages } from './json-stream.js';

/**
 * The person's own uploaded files, under arquivos/ in the ZIP: the avatar, gig pictures, their jobs' attachments,
 * the deliveries they sent and the files of their messages. What others sent them stays on Labora's pages.
 */

/** A file name safe as one ZIP path segment (no folders, no control characters). */
function segment(name: string): string {
  const clean = name.replace(/[\p{Cc}/\\:*?"<>|]/gu, '_').replace(/^\.+/, '_');
  return clean.slice(0, 120) || 'arquivo';
}

const PUBLIC_IMAGE = /^\/uploads\/(avatars|gigs)\/([0-9a-f]{32}\.webp)(?:\?|$)/;

/** Where each kind of file goes inside the ZIP (the JSON files name the same paths). */
export const archivePath = {
  avatar: (url: string) => `arquivos/perfil/${PUBLIC_IMAGE.exec(url)?.[2] ?? 'foto.webp'}`,
  gigImage: (gigId: string, _url: string) => `arquivos/servicos/${gigId}.webp`,
  jobAttachment: (f: { id: string; jobId: string; fileName: string }) =>
    `arquivos/projetos/${f.jobId}/${f.id}-${segment(f.fileName)}`,
  deliveryFile: (f: { id: string; deliveryId: string; fileName: string }) =>
    `arquivos/entregas/${f.deliveryId}/${f.id}-${segment(f.fileName)}`,
  messageAttachment: (f: { id: string; messageId: number; fileName: string }) =>
    `arquivos/mensagens/${f.messageId}/${f.id}-${segment(f.fileName)}`,
};

export interface UploadedFile {
  /** Its path inside the ZIP. */
  archivePath: string;
  /** Its key in the file store. */
  key: string;
}

/** Every own file of the person, page by page. */
export async function* ownUploadedFiles(db: Db, userId: string): AsyncGenerator<UploadedFile> {
  const [user] = await db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId));
  const avatar = publicImageKey(user?.avatarUrl ?? null);
  if (avatar && user?.avatarUrl) yield { archivePath: archivePath.avatar(user.avatarUrl), key: avatar };

  for await (const gig of pages((offset, limit) =>
    db
      .select({ id: gigs.id, imageUrl: gigs.imageUrl })
      .from(gigs)
      .where(and(eq(gigs.sellerId, userId), isNotNull(gigs.imageUrl)))
      .orderBy(asc(gigs.id))
      .limit(limit)
      .offset(offset),
  )) {
    const key = publicImageKey(gig.imageUrl);
    if (key && gig.imageUrl) yield { archivePath: archivePath.gigImage(gig.id, gig.imageUrl), key };
  }

  for await (const file of pages((offset, limit) =>
    db
      .select({
        id: jobAttachments.id,
        jobId: jobAttachments.jobId,
        fileName: jobAttachments.fileName,
        storageName: jobAttachments.storageName,
      })
      .from(jobAttachments)
      .innerJoin(jobs, eq(jobs.id, jobAttachments.jobId))
      .where(eq(jobs.clientId, userId))
      .orderBy(asc(jobAttachments.id))
      .limit(limit)
      .offset(offset),
  ))
    yield { archivePath: archivePath.jobAttachment(file), key: attachmentKey(file.storageName) };

  for await (const file of pages((offset, limit) =>
    db
      .select({
        id: deliveryFiles.id,
        deliveryId: deliveryFiles.deliveryId,
        fileName: deliveryFiles.fileName,
        storageName: deliveryFiles.storageName,
      })
      .from(deliveryFiles)
      .innerJoin(contractDeliveries, eq(contractDeliveries.id, deliveryFiles.deliveryId))
      .innerJoin(contracts, eq(contracts.id, contractDeliveries.contractId))
      .where(eq(contracts.freelancerId, userId))
      .orderBy(asc(deliveryFiles.id))
      .limit(limit)
      .offset(offset),
  ))
    yield { archivePath: archivePath.deliveryFile(file), key: attachmentKey(file.storageName) };

  for await (const file of pages((offset, limit) =>
    db
      .select({
        id: messageAttachments.id,
        messageId: messageAttachments.messageId,
        fileName: messageAttachments.fileName,
        storageName: messageAttachments.storageName,
      })
      .from(messageAttachments)
      .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
      .where(eq(messages.senderId, userId))
      .orderBy(asc(messageAttachments.id))
      .limit(limit)
      .offset(offset),
  ))
    yield { archivePath: archivePath.messageAttachment(file), key: attachmentKey(file.storageName) };
}
