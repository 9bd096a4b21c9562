const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are UUIDs; anything else in an address is not sent to the server (it would be a 400). */
export function isUuid(id: string | null | undefined): id is string {
  return typeof id === 'string' && UUID.test(id);
}
