// The answer of a GST document's download (decision 0332): the PDF, private to who asked, named by
// its number.
import type { TaxDocumentView } from '../services/tax/documents.ts';
import { invoicePdf } from '../services/tax/invoice-pdf.ts';

export async function documentPdfResponse(
  document: TaxDocumentView,
  t: (key: string) => string,
  locale: string,
): Promise<Response> {
  const pdf = await invoicePdf(document, t, locale);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${document.number.replaceAll('/', '-')}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
