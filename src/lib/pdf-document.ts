import PDFDocument from "pdfkit";
import { pdfText } from "./pdf-text";

/*
 * One way to start a PDF (receipts, vouchers, declarations, yearly summaries): A4, uncompressed so
 * tests can read its text, its title shown by viewers, and its bytes gathered as it is drawn.
 */

export interface PdfOptions {
  title: string;
  author: string;
  /** The language of its text, such as `nl-BE`. */
  lang: string;
  margin: number;
  layout?: "portrait" | "landscape";
  /** A fixed date for a document that must come out the same bytes each time, such as a receipt. */
  date?: Date;
}

/** A new document and its bytes, whole once `doc.end()` is called. */
export function openPdf(options: PdfOptions): { doc: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: "A4",
    layout: options.layout ?? "portrait",
    margin: options.margin,
    compress: false,
    lang: options.lang,
    displayTitle: true,
    info: {
      Title: pdfText(options.title),
      Author: pdfText(options.author),
      ...(options.date ? { CreationDate: options.date, ModDate: options.date } : {}),
    },
  });
  const chunks: Uint8Array[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, bytes };
}
