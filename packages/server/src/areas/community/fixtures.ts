import type { Database } from '../../platform/db/database';
import { communityCategories, communityPosts } from './schema';

/** A category of the community (the community is shared; tests make their own). */
export async function createCategory(
  db: Database,
  fields: { name?: string; staffOnly?: boolean } = {},
) {
  const [row] = await db
    .insert(communityCategories)
    .values({ name: 'Allgemein', ...fields })
    .returning();
  if (!row) throw new Error('no category');
  return row;
}

/** A post written in this company, stored as the service stores it. */
export async function createPost(
  db: Database,
  customerId: string,
  fields: { authorId: string; categoryId: string; title?: string; text?: string },
) {
  const text = fields.text ?? 'Wie fasst ihr nach einer Messe nach?';
  const [row] = await db
    .insert(communityPosts)
    .values({
      customerId,
      authorId: fields.authorId,
      categoryId: fields.categoryId,
      title: fields.title ?? 'Frage zur Nachfassung',
      bodyHtml: `<p>${text}</p>`,
      bodyText: text,
    })
    .returning();
  if (!row) throw new Error('no post');
  return row;
}
