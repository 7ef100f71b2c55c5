import { type Zippable, zipSync } from "fflate";
import type { Sheet } from "../rules/portfolio/sheets.js";

/**
 * An .xlsx workbook is a zip of SpreadsheetML parts. The exports need a small part of the format (text and number
 * cells, a bold frozen header row, column widths, one number format), so the parts are written here directly: a
 * general-purpose writer (exceljs) builds an object per cell and serialises it, and spent ~1.5 s of CPU on a
 * 30,000-row statement where this takes a small fraction (bench/src/portfolioExport.ts).
 */

const rupeeFormatId = 164;
const encoder = new TextEncoder();
const utf8 = (text: string) => encoder.encode(text);
/** Cell styles (cellXfs): 0 plain, 1 the bold header, 2 rupees with two decimals. */
const style = { plain: 0, header: 1, rupees: 2 } as const;

const xmlHead = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const mainNs = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const relNs = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const relType = `${relNs}/`;

// Characters XML 1.0 does not allow at all (control characters other than tab, line feed and carriage return).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed.
const notXml = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escapeXml = (text: string) => text.replace(notXml, "").replace(/[&<>"]/g, (c) => escapes[c] as string);

/** A1-style column letters: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Every text in the workbook, once (Excel's shared strings): cells refer to them by index. */
class SharedStrings {
  readonly #index = new Map<string, number>();
  count = 0;

  indexOf(text: string): number {
    this.count++;
    let index = this.#index.get(text);
    if (index === undefined) {
      index = this.#index.size;
      this.#index.set(text, index);
    }
    return index;
  }

  xml(): string {
    const items: string[] = [];
    for (const text of this.#index.keys()) {
      const spaced = text !== text.trim() ? ' xml:space="preserve"' : "";
      items.push(`<si><t${spaced}>${escapeXml(text)}</t></si>`);
    }
    return `${xmlHead}<sst xmlns="${mainNs}" count="${this.count}" uniqueCount="${this.#index.size}">${items.join("")}</sst>`;
  }
}

/** A cell's XML (`open` is `<c r="B7"` and the style attribute). */
function cellXml(open: string, value: string | number, strings: SharedStrings): string {
  if (typeof value === "number") return Number.isFinite(value) ? `${open}><v>${value}</v></c>` : `${open}/>`;
  return `${open} t="s"><v>${strings.indexOf(value)}</v></c>`;
}

function sheetXml(sheet: Sheet, strings: SharedStrings): string {
  const { columns, rows } = sheet;
  const names = columns.map((_, i) => columnName(i));
  const styleOf = (id: number) => (id === style.plain ? "" : ` s="${id}"`);
  const header = columns.map((c, i) =>
    cellXml(`<c r="${names[i]}1"${styleOf(style.header)}`, c.header, strings),
  );
  let xml = `<row r="1">${header.join("")}</row>`;
  const divide = columns.map((c) => c.rupees === true);
  const styles = columns.map((c) => styleOf(c.rupees ? style.rupees : style.plain));
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Sheet["rows"][number];
    const n = r + 2;
    xml += `<row r="${n}">`;
    for (let c = 0; c < row.length && c < columns.length; c++) {
      const value = row[c] as string | number;
      // Rupee columns come in paise.
      const shown = divide[c] && typeof value === "number" ? value / 100 : value;
      xml += cellXml(`<c r="${names[c]}${n}"${styles[c]}`, shown, strings);
    }
    xml += "</row>";
  }
  const widths = columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join("");
  const last = `${names[columns.length - 1] ?? "A"}${rows.length + 1}`;
  return (
    `${xmlHead}<worksheet xmlns="${mainNs}" xmlns:r="${relNs}"><dimension ref="A1:${last}"/>` +
    '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>' +
    `<sheetFormatPr defaultRowHeight="15"/><cols>${widths}</cols><sheetData>${xml}</sheetData></worksheet>`
  );
}

const stylesXml =
  `${xmlHead}<styleSheet xmlns="${mainNs}">` +
  `<numFmts count="1"><numFmt numFmtId="${rupeeFormatId}" formatCode="#,##0.00"/></numFmts>` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  `<xf numFmtId="${rupeeFormatId}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>` +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

/**
 * Write sheets into a real .xlsx workbook (Office Open XML, as Excel, LibreOffice and exceljs read it): text and
 * number cells, rupee columns (given in paise) in rupees with two decimals, the header row bold and frozen, the
 * columns' widths. Synchronous: call it in a worker for large sheets, as the app does.
 *
 * @example
 * ```ts
 * writeFileSync("holdings.xlsx", xlsxOf([holdingDetailsSheet(holdings)]));
 * ```
 */
export function xlsxOf(sheets: readonly Sheet[]): Uint8Array {
  if (sheets.length === 0) throw new Error("A workbook needs at least one sheet");
  const strings = new SharedStrings();
  const sheetFiles: Zippable = {};
  const sheetEntries: string[] = [];
  const sheetRels: string[] = [];
  const sheetTypes: string[] = [];
  sheets.forEach((sheet, i) => {
    const n = i + 1;
    sheetFiles[`xl/worksheets/sheet${n}.xml`] = utf8(sheetXml(sheet, strings));
    sheetEntries.push(`<sheet name="${escapeXml(sheet.name)}" sheetId="${n}" r:id="rId${n}"/>`);
    sheetRels.push(
      `<Relationship Id="rId${n}" Type="${relType}worksheet" Target="worksheets/sheet${n}.xml"/>`,
    );
    sheetTypes.push(
      `<Override PartName="/xl/worksheets/sheet${n}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    );
  });
  const more = sheets.length;
  // The content types first, as Excel writes them (some readers look for them there).
  const files: Zippable = {};
  files["[Content_Types].xml"] = utf8(
    `${xmlHead}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      `${sheetTypes.join("")}` +
      '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
      '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
      "</Types>",
  );
  files["_rels/.rels"] = utf8(
    `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${relType}officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  files["xl/workbook.xml"] = utf8(
    `${xmlHead}<workbook xmlns="${mainNs}" xmlns:r="${relNs}"><bookViews><workbookView/></bookViews>` +
      `<sheets>${sheetEntries.join("")}</sheets></workbook>`,
  );
  files["xl/_rels/workbook.xml.rels"] = utf8(
    `${xmlHead}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheetRels.join("")}` +
      `<Relationship Id="rId${more + 1}" Type="${relType}styles" Target="styles.xml"/>` +
      `<Relationship Id="rId${more + 2}" Type="${relType}sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
  );
  Object.assign(files, sheetFiles);
  files["xl/styles.xml"] = utf8(stylesXml);
  files["xl/sharedStrings.xml"] = utf8(strings.xml());
  // Level 1: a third of level 6's time for a slightly larger file (the statement's XML still shrinks about sevenfold).
  return zipSync(files, { level: 1 });
}
