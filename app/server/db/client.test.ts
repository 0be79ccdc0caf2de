import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, type TestDatabase } from "../../../tests/setup/databases";
import { tenants } from "./schema.server";

describe.each(testDatabases())("database on $name", ({ open }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it("applies the migrations so the tables exist", async () => {
    const rows = await database.db.select().from(tenants);
    expect(rows).toEqual([]);
  });
});
