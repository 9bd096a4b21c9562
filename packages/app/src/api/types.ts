import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@sprint/server';

export type RouterOutputs = inferRouterOutputs<AppRouter>;
export type RouterInputs = inferRouterInputs<AppRouter>;

export type SessionUser = RouterOutputs['auth']['me']['user'];
export type SessionCustomer = RouterOutputs['auth']['me']['customer'];
export type CustomerChoice = RouterOutputs['auth']['customers'][number];
export type Lead = RouterOutputs['crm']['leads']['byId'];
