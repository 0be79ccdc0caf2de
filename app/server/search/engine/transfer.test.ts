import { describe, expect, it } from "vitest";
import { pack, TRANSFER_DROPS, unpack } from "./transfer.server";

class Leaf {
  revivedCount = 0;
  constructor(
    public bytes: Buffer,
    public words: Uint32Array,
  ) {}
  revived() {
    this.revivedCount++;
  }
}

class Owner {
  static {
    (Owner.prototype as { [TRANSFER_DROPS]?: readonly string[] })[TRANSFER_DROPS] = ["callback"];
  }
  callback: (() => number) | undefined = () => 1;
  seenLeafRevived = -1;
  constructor(
    public left: Leaf,
    public right: Leaf,
    public byName: Map<string, Leaf>,
    public tags: Set<string>,
    public plain: { at: Date; list: (number | undefined)[] },
  ) {}
  revived() {
    // Children are revived before their owner.
    this.seenLeafRevived = this.left.revivedCount;
    this.callback = () => 2;
  }
  total() {
    return this.left.words.reduce((a, b) => a + b, 0);
  }
}

class Unlisted {}

const classes = { Leaf, Owner };
/** As postMessage carries it. */
const travel = (value: unknown) => structuredClone(pack(value, classes));

describe("pack and unpack", () => {
  it("give instances their classes, Buffers and shared references back, and call revived children first", () => {
    const leaf = new Leaf(Buffer.from("héllo"), new Uint32Array([1, 2, 3]));
    const owner = new Owner(leaf, leaf, new Map([["a", leaf]]), new Set(["x"]), {
      at: new Date(0),
      list: [1, undefined, 3],
    });
    const back = unpack<Owner>(travel(owner), classes);
    expect(back).toBeInstanceOf(Owner);
    expect(back.left).toBeInstanceOf(Leaf);
    expect(back.total()).toBe(6);
    expect(back.left).toBe(back.right);
    expect(back.byName.get("a")).toBe(back.left);
    expect(Buffer.isBuffer(back.left.bytes)).toBe(true);
    expect(back.left.bytes.toString("utf8")).toBe("héllo");
    expect([...back.tags]).toEqual(["x"]);
    expect(back.plain.at.getTime()).toBe(0);
    expect(back.plain.list).toEqual([1, undefined, 3]);
    expect(back.left.revivedCount).toBe(1);
    expect(back.seenLeafRevived).toBe(1);
    expect(back.callback?.()).toBe(2);
  });

  it("refuses an instance of a class it was not given, and a function a class does not drop", () => {
    expect(() => pack({ inner: new Unlisted() }, classes)).toThrow(/unlisted class at root.inner/);
    expect(() => pack({ f: () => 1 }, classes)).toThrow(/function at root.f/);
    const leaf = new Leaf(Buffer.alloc(0), new Uint32Array(0));
    (leaf as unknown as { hook: () => void }).hook = () => {};
    expect(() => pack(leaf, classes)).toThrow(/function at root.Leaf.hook/);
  });

  it("refuses a class name the receiving side does not know", () => {
    const packed = travel(new Leaf(Buffer.alloc(1), new Uint32Array(1)));
    expect(() => unpack(packed, { Owner })).toThrow(/unknown class Leaf/);
  });
});
