/** The German message of a failed request (tRPC carries the server's), or a general one. */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : 'Das hat nicht geklappt. Bitte versuche es erneut.';
}

type IssueCarrier = { data?: { issues?: { path: string; message: string }[] } | null };

/** The server's messages per input field (the first for each), from a refused request. */
export function fieldErrors(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of (error as IssueCarrier | null)?.data?.issues ?? []) {
    found[issue.path] ??= issue.message;
  }
  return found;
}
