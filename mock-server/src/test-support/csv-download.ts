import { parse } from "csv-parse/sync";
import type { TestServer } from "./test-server";

/** A CSV export's raw answer (fetch's text() would drop the BOM the tests check), with or without a token. */
export const downloadCsv = async (server: TestServer, path: string, token: string | undefined) => {
  const response = await fetch(`${server.url}${path}`, {
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
};

/** The file as a spreadsheet reads it: a well-kept parser (csv-parse), `;` between cells, BOM-aware. */
export const csvRows = (bytes: Uint8Array): string[][] =>
  parse(Buffer.from(bytes), { delimiter: ";", bom: true, record_delimiter: "\r\n" }) as string[][];
