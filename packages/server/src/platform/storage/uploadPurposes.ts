/**
 * What may be uploaded, and for what: each area declares its upload purposes (their types,
 * each checked against the file's first bytes, and their size) in its definition; the storage
 * router accepts exactly the purposes of the registry (ADR 020, 025).
 */

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
};

/** The purposes by name, as the storage router and the upload service look them up. */
export type UploadPurposes = Readonly<Record<string, UploadPurpose>>;

export function defineUploadPurpose<const Name extends string>(
  purpose: UploadPurpose & { name: Name },
): UploadPurpose & { name: Name } {
  return purpose;
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
