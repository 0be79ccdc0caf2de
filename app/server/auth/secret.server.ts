import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "../env.server";

/**
 * The server's sign-in secret (issue 11 §2): the key of the codes' HMAC and of
 * the SMS text that waits in the outbox. AUTH_SECRET when set (validated at
 * boot by env.server.ts); otherwise a random one generated once and kept in
 * DATA_DIR/auth-secret (mode 0600), which processes sharing that directory
 * share. The start-up log says which (platform.server.ts).
 */
export interface AuthSecret {
  key: Buffer;
  source: "env" | "file";
  description: string;
}

export function authSecretFile(e: Pick<Env, "DATA_DIR">): string {
  return path.join(e.DATA_DIR, "auth-secret");
}

export function loadAuthSecret(e: Pick<Env, "AUTH_SECRET" | "DATA_DIR">): AuthSecret {
  if (e.AUTH_SECRET) return { key: Buffer.from(e.AUTH_SECRET, "utf8"), source: "env", description: "AUTH_SECRET" };
  const file = authSecretFile(e);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': only the first process creates it; the others read what it wrote.
    fs.writeFileSync(file, `${randomBytes(32).toString("base64url")}\n`, { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  const text = fs.readFileSync(file, "utf8").trim();
  if (text.length < 32) throw new Error(`${file} holds less than 32 characters; delete it to have a new secret generated`);
  return {
    key: Buffer.from(text, "utf8"),
    source: "file",
    description: `no AUTH_SECRET set: using the generated secret in ${path.resolve(file)}`,
  };
}
