/** deploy/node-flags.mjs: the Node.js flags every production server process starts with. */
export const SERVER_NODE_FLAGS: readonly string[];
/** deploy/node-flags.mjs: the environment the deployed server processes start with, besides their settings. */
export const SERVER_ENV: Readonly<Record<string, string>>;
