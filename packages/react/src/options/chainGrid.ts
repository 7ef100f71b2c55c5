/** Where the keyboard is in the chain: a row of strikes and a column of [calls…, strike, puts…]. */
export interface ChainCursor {
  row: number;
  col: number;
}

const pageRows = 10;

/**
 * The cursor after a key, or undefined when the key does not move it (spec 2 §2: arrows move the selection in the
 * option chain): arrows by one, Home and End to the row's ends, PageUp and PageDown by ten rows; clamped to the grid.
 */
export function moveCursor(
  cursor: ChainCursor,
  key: string,
  size: { rows: number; cols: number },
): ChainCursor | undefined {
  const clamp = (value: number, max: number) => Math.max(0, Math.min(max - 1, value));
  const to = (row: number, col: number) => ({ row: clamp(row, size.rows), col: clamp(col, size.cols) });
  switch (key) {
    case "ArrowUp":
      return to(cursor.row - 1, cursor.col);
    case "ArrowDown":
      return to(cursor.row + 1, cursor.col);
    case "ArrowLeft":
      return to(cursor.row, cursor.col - 1);
    case "ArrowRight":
      return to(cursor.row, cursor.col + 1);
    case "Home":
      return to(cursor.row, 0);
    case "End":
      return to(cursor.row, size.cols - 1);
    case "PageUp":
      return to(cursor.row - pageRows, cursor.col);
    case "PageDown":
      return to(cursor.row + pageRows, cursor.col);
    default:
      return undefined;
  }
}

/** The side a column trades: the calls left of the strike, the puts right of it, none on the strike itself. */
export const sideOfColumn = (col: number, sideWidth: number): "CE" | "PE" | undefined =>
  col < sideWidth ? "CE" : col > sideWidth ? "PE" : undefined;

/** The order side a key asks for in the chain: B, F1 or + buys; S, F2 or - sells (spec 1 §2.7, spec 2 §2). */
export function tradeKey(key: string): "B" | "S" | undefined {
  if (key === "b" || key === "B" || key === "F1" || key === "+") return "B";
  if (key === "s" || key === "S" || key === "F2" || key === "-") return "S";
  return undefined;
}
