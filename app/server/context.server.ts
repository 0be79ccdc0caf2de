import { createContext } from "react-router";
import type { TenantConfig } from "~/domain/tenant-config";

/** The dealer site a request is for, resolved once by the root middleware from the host. */
export interface Tenant {
  id: number;
  slug: string;
  config: TenantConfig;
}

export const tenantContext = createContext<Tenant>();
