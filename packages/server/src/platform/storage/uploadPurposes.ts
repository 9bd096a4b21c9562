/**
 * What may be uploaded, and for what: each area declares its upload purposes (their types,
 * each checked against the file's first bytes, their size, and who may download such a file)
 * in its definition; the storage router accepts exactly the purposes of the registry
 * (ADR 020, 025, 027).
 */
import type { Database } from '../db/database';
import type { Role } from '../identity/roles';

/** Who asks for a download URL: the company they work in and their role there. */
export type FileViewer = { customerId: string; role: Role | null };

export type TypeRule = { extension: string; matches: (head: Buffer) => boolean };

export type UploadPurpose = {
  /** Stored with the upload; also the folder (`<name>s/`) of its files. */
  name: string;
  /** Accepted content types. */
  types: Record<string, TypeRule>;
  maxBytes: number;
  /** The German refusals: a type not in `types`, a file over `maxBytes`, content not matching. */
  wrongType: string;
  tooLarge: string;
  notMatching: string;
  /**
   * Who may get a download URL of such a file (`storage.getPublicDownloadUrl`): resolves when
   * the viewer may, throws the area's German refusal (a ServiceError) otherwise. Absent: every
   * member of the company. Receipts and bank statements, say, only for finance viewers.
   */
  viewers?: (db: Database, viewer: FileViewer) => Promise<void>;
};

/** The purposes by name, as the storage router and the upload service look them up. */
export type UploadPurposes = Readonly<Record<string, UploadPurpose>>;

export function defineUploadPurpose<const Name extends string>(
  purpose: UploadPurpose & { name: Name },
): UploadPurpose & { name: Name } {
  return purpose;
}

/**
 * The purpose a stored file was uploaded for, read from its path: an upload's file lies in its
 * purpose's folder (`customers/<id>/receipts/…`, `provider/videos/…`). Files written otherwise
 * (logos, thumbnails, covers) lie elsewhere and have none.
 */
export function purposeOfPath(purposes: UploadPurposes, path: string): UploadPurpose | null {
  const segments = path.split('/');
  // The folder, with a file name after it: `customers/<id>/<folder>/…` or `provider/<folder>/…`.
  const folderAt = segments[0] === 'customers' ? 2 : segments[0] === 'provider' ? 1 : -1;
  const folder = folderAt > 0 && segments.length > folderAt + 1 ? segments[folderAt] : undefined;
  if (!folder?.endsWith('s')) return null;
  const name = folder.slice(0, -1);
  return Object.hasOwn(purposes, name) ? (purposes[name] ?? null) : null;
}

export const MB = 1024 * 1024;
export const GB = 1024 * MB;

const startsWith = (head: Buffer, text: string, at = 0) =>
  head.subarray(at, at + text.length).toString('latin1') === text;

/** Checks of a file's first bytes, for the areas' type rules. */
export const fileKinds = {
  /** ISO media (MP4, MOV): a box type at byte 4. */
  isoMedia: (head: Buffer) =>
    ['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip'].some((box) => startsWith(head, box, 4)),
  webm: (head: Buffer) => head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
  zip: (head: Buffer) => startsWith(head, 'PK\x03\x04'),
  plainText: (head: Buffer) => !head.includes(0),
  startsWith,
};

export const PDF: TypeRule = { extension: 'pdf', matches: (head) => startsWith(head, '%PDF-') };
export const PNG: TypeRule = {
  extension: 'png',
  matches: (head) => startsWith(head, '\x89PNG\r\n\x1a\n'),
};
export const JPEG: TypeRule = {
  extension: 'jpg',
  matches: (head) => head[0] === 0xff && head[1] === 0xd8,
};
/** RIFF container with the WEBP form type. */
export const WEBP: TypeRule = {
  extension: 'webp',
  matches: (head) => startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8),
};
export const GIF: TypeRule = {
  extension: 'gif',
  matches: (head) => startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a'),
};
