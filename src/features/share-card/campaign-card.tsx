import type { Campaign } from '../../contract/campaign';
import { brand } from '../../contract/brand';
import { formatRupiah } from '../../lib/rupiah';
import type { CardContent } from './card-layout';
import { ShareCardButton } from './share-card-button';

const hasTarget = (target: number) => target > 0;

/** A campaign's card: flyer, title, collected of target with its progress, and the program's link. */
export function campaignCardContent(data: Pick<Campaign, 'header' | 'flyer' | 'total_donasi' | 'target' | 'totalDonor'>, url: string): CardContent {
  const percent = hasTarget(data.target) ? Math.min(100, (data.total_donasi / data.target) * 100) : null;
  return {
    kind: 'campaign', brand: brand.name, title: data.header, flyer: data.flyer, link: url, percent,
    lines: [
      hasTarget(data.target) ? `${formatRupiah(data.total_donasi)} terkumpul dari ${formatRupiah(data.target)}` : `${formatRupiah(data.total_donasi)} terkumpul`,
      `${data.totalDonor} donasi sudah masuk. Yuk, ikut berinfaq!`,
    ],
  };
}

/** 'Bagikan Kartu' for a program page. */
export function CampaignCardButton({ data, path }: { data: Campaign; path: string }) {
  return <ShareCardButton content={() => campaignCardContent(data, `${window.location.origin}${path}`)} />;
}
