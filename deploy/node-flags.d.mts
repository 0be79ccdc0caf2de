/** deploy/node-flags.mjs: the Node.js flags every production server process starts with. */
export const SERVER_NODE_FLAGS: readonly string[];
