/**
 * What the app may import of realtime (`@sprint/server/platform/realtime`): the channel names and
 * the client options for the configured endpoint. Type imports of the SDK only.
 */
export { customerChannel, userChannel, SERVER_CLIENT_ID } from './channels';
export { endpointOptions } from './endpoint';
