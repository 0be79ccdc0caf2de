import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { authContext, tenantScope } from "../context.server";
import { requestClientKey } from "../security/client-address.server";
import { readJsonOrForm } from "../security/body-limit.server";

/** What the sign-in routes read from a request's context: the tenant and database, the secret, the client's key. */
export function signInScope(context: Readonly<RouterContextProvider>) {
  const { tenant, db } = tenantScope(context);
  return { tenant, db, secret: context.get(authContext).secret, clientKey: requestClientKey(context) };
}

/** A small body (JSON or a form) as plain values: sign-in posts are a handful of short fields. */
export async function readSmallBody(request: Request): Promise<Record<string, unknown>> {
  const body = await readJsonOrForm(request, { maxBytes: 4 * 1024 });
  if (body.kind === "form") return { ...body.value };
  return body.value && typeof body.value === "object" && !Array.isArray(body.value)
    ? (body.value as Record<string, unknown>)
    : {};
}

/** Zod's issues as { field: [messages] } (the shape /api/leads answers with). */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const i of error.issues) (errors[String(i.path[0] ?? "")] ??= []).push(i.message);
  return errors;
}

export const NO_STORE = { "Cache-Control": "no-store" } as const;
