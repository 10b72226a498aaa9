/** Identity settings shared by the mock server and the web app's Amplify config (not secrets). */
export const USER_POOL_ID = 'local_MockPool1';
export const USER_POOL_CLIENT_ID = 'mockwebclient';
export const DEFAULT_MOCK_PORT = 4010;
