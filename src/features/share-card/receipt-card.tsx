import { brand } from '../../contract/brand';
import type { Transaction } from '../../contract/donation';
import { programKind, programPath } from '../../contract/program-ref';
import { formatRupiah } from '../../lib/rupiah';
import { paidForLabel } from '../../contract/paid-for';
import type { CardContent } from './card-layout';
import { ShareCardButton } from './share-card-button';

/**
 * A paid donation's card: the program, the amount given and an invitation; the link is the
 * program's (the donation's own page and the donor's number stay private). A zakat's card names
 * what was paid, as its receipts do, instead of wishing it an amal jariyah as if it were infaq.
 */
export function receiptCardContent(tx: Pick<Transaction, 'nominal' | 'program'> & { zakat?: Transaction['zakat'] }, origin: string): CardContent {
  return {
    kind: 'receipt', brand: brand.name, title: tx.program.header, flyer: null, quote: `${formatRupiah(tx.nominal)} · Lunas`, percent: null,
    link: `${origin}${programPath({ kind: programKind(tx.program.type), slug: tx.program.slug })}`,
    lines: [tx.zakat ? `${paidForLabel(tx.zakat)} sudah ditunaikan.` : 'Semoga menjadi amal jariyah. Yuk, ikut berinfaq!'],
  };
}

export function ReceiptCardButton({ tx }: { tx: Transaction }) {
  return <ShareCardButton content={() => receiptCardContent(tx, window.location.origin)} className="btn btn--outline btn--block" />;
}
