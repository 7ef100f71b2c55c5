import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const entries = ["packages/react/src/index.ts", "packages/react/src/trading/index.ts"];

/**
 * Every exported hook (`use…`) and widget (a capitalised function component or class) of @trade/react carries a
 * TSDoc comment with an `@example`, which typedoc (`npx pnpm@10 docs:api`) renders into docs/api.
 */
describe("@trade/react's API docs", () => {
  const config = ts.getParsedCommandLineOfConfigFile(
    `${root}tsconfig.json`,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  const program = ts.createProgram(
    entries.map((entry) => `${root}${entry}`),
    config?.options ?? {},
  );
  const checker = program.getTypeChecker();

  it.each(entries)("%s: every hook and widget has an example", (entry) => {
    const source = program.getSourceFile(`${root}${entry}`);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    expect(module).toBeDefined();
    const missing: string[] = [];
    const checked: string[] = [];
    for (const exported of checker.getExportsOfModule(module as ts.Symbol)) {
      const name = exported.getName();
      const isHook = /^use[A-Z]/.test(name);
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const declaration = symbol.declarations?.[0];
      if (declaration === undefined) continue;
      const isComponent =
        /^[A-Z]/.test(name) && (ts.isFunctionDeclaration(declaration) || ts.isClassDeclaration(declaration));
      if (!isHook && !isComponent) continue;
      checked.push(name);
      const hasExample = ts.getJSDocTags(declaration).some((tag) => tag.tagName.text === "example");
      if (!hasExample) missing.push(name);
    }
    expect(checked).toEqual(
      expect.arrayContaining(
        entry.includes("trading")
          ? ["OrderPad", "useOrders", "MarketDepth"]
          : ["TradeProvider", "useSession"],
      ),
    );
    expect(missing).toEqual([]);
  });
});
