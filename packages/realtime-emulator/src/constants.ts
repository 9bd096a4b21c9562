/** The key `npm start` and the tests use; it has no meaning to Ably itself. */
export const LOCAL_EMULATOR_KEY = 'sprint-local.emulator:local-emulator-secret';
export const DEFAULT_EMULATOR_PORT = 9299;
