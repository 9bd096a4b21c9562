/**
 * The company this tab works in. Every API call names it (`X-Sprint-Customer`), so the server
 * works in what this page shows, even when another tab or device chose another company since.
 * Set when the session is applied, before any page of that company asks for data.
 */
let current: string | null = null;

export function setRequestCompany(customerId: string | null): void {
  current = customerId;
}

export function requestCompany(): string | null {
  return current;
}
