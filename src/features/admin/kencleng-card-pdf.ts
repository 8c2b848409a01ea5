import { PDFDocument } from 'pdf-lib';
import { brand } from '../../contract/brand';
import { A6_MM } from './kencleng-card';

// Loaded only when staff press 'Unduh PDF' (dynamic import): pdf-lib is about 500 KB and no
// other screen needs it. A print shop asks for a PDF of the exact paper size, which a PNG cannot say.

const POINTS_PER_MM = 72 / 25.4;

/** The card's PNG placed edge to edge on one A6 page (105 × 148 mm). */
export async function kenclengCardPdf(png: Blob, title: string): Promise<Blob> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator(brand.name);
  const width = A6_MM.width * POINTS_PER_MM;
  const height = A6_MM.height * POINTS_PER_MM;
  const page = pdf.addPage([width, height]);
  const image = await pdf.embedPng(new Uint8Array(await png.arrayBuffer()));
  page.drawImage(image, { x: 0, y: 0, width, height });
  const bytes = await pdf.save();
  return new Blob([bytes.slice().buffer], { type: 'application/pdf' });
}
