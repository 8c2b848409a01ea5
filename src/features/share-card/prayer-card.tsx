import { brand } from '../../contract/brand';
import type { CardContent } from './card-layout';
import { ShareCardButton } from './share-card-button';
import styles from './share-card.module.css';

/** A prayer written with a donation, on its program's card, inviting others to say amen. */
export function prayerCardContent(p: { doa: string; program: string; programPath: string }, origin: string): CardContent {
  return {
    kind: 'prayer', brand: brand.name, title: p.program, flyer: null, quote: p.doa, percent: null,
    link: `${origin}${p.programPath}`, lines: ['Aamiinkan doa ini, dan ikut berinfaq bersama.'],
  };
}

export function PrayerCardButton({ doa, program, programPath }: { doa: string; program: string; programPath: string }) {
  return <ShareCardButton content={() => prayerCardContent({ doa, program, programPath }, window.location.origin)} className={`btn btn--ghost btn--small ${styles.inline}`} label="Bagikan Kartu Doa" />;
}
