import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config';
import type { Context } from '../context';
import type { Database } from '../db/database';
import type { Logger } from '../log';
import type { FileStorage } from '../storage/fileStorage';

/**
 * A route outside tRPC that an area serves (the calendar's subscription feed): what it answers
 * and how. The HTTP server tries the areas' routes by prefix before its own 404 for `/api/`.
 * What follows the prefix may be a credential (the feed's signed link), so the request log
 * writes only the prefix.
 */
export type HttpRoute = {
  /** The path prefix it answers under, e.g. `/api/calendar/feed/`. */
  prefix: string;
  methods: readonly ('GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE')[];
  /**
   * Called by the app with its own headers (the AI chat's stream): CORS for the app's origins,
   * preflights answered. Routes for other clients (a calendar app reading the feed) leave it off.
   */
  app?: boolean;
  handle: (request: HttpRequest) => Promise<void>;
};

export type HttpRequest = {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** What a route may use of the server (a part of its dependencies). */
  deps: { db: Database; config: ServerConfig; storage: FileStorage; log: Logger };
  /**
   * The same context a tRPC call of this request would get (auth from its headers, the named
   * company, the rate limiter): `resolveTenant(context)` makes the route a tenant route.
   */
  context: () => Promise<Context>;
};
