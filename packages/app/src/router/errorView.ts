// Its own module so it can be loaded lazily (see RouteErrorView).
export { ErrorView } from '@sprint/ui';
