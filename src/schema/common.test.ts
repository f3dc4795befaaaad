import { describe, expect, it } from "vitest";
import { idOf } from "./common.js";

describe("idOf", () => {
  it("keeps the letters of a name, accents folded", () => {
    expect(idOf("Ana Peña, Org B")).toBe("ana-pena-org-b");
    expect(idOf("José Müller")).toBe("jose-muller");
  });

  it("spells the Latin letters Unicode does not decompose rather than dropping them", () => {
    expect(idOf("José Müller-Łukasiewicz")).toBe("jose-muller-lukasiewicz");
    expect(idOf("Søren Kierkegård")).toBe("soren-kierkegard");
    expect(idOf("Đorđe Straße")).toBe("dorde-strasse");
    expect(idOf("Æsa Œuvre Þóra Ðís")).toBe("aesa-oeuvre-thora-dis");
    expect(idOf("Iğdır Ħamrun")).toBe("igdir-hamrun");
  });

  it("is empty for a name without Latin letters or digits (the compiler then uses a default)", () => {
    expect(idOf("李小龍")).toBe("");
  });
});
