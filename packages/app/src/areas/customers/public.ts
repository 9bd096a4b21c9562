/** What other areas may use of the customer console: links to it. */
export { customerHref } from './components/CustomerTable';

export const CUSTOMERS_HREF = '/app/customers';
