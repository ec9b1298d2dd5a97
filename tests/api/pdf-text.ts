import { inflateSync } from 'node:zlib';

/**
 * The text a PDF written by pdfkit shows, line by line: its content streams inflated, and each text operation's hex
 * strings (split where kerning moves a glyph) joined and read as WinAnsi, which is Latin-1 for the letters used here.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf);
  const text: string[] = [];
  let at = 0;
  for (;;) {
    const start = raw.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const from = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', from, 'latin1');
    if (end < 0) break;
    const body = raw.subarray(from, end);
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[-\d.\s])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('') : op[2];
      text.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
    at = end + 9;
  }
  return text.join('\n');
}
