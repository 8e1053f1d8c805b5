// Reading the PDFs the server sends: their pages, and each page's text as pdf.js reads it.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Counts the page objects of a PDF (/Type /Page, not the /Pages tree). */
export const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;

/** The text of each page of a PDF, as pdf.js reads it (words joined by single spaces). */
export async function pageTexts(pdf: Buffer): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const texts: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' ').trim());
    }
    return texts;
  } finally {
    await task.destroy();
  }
}
