/**
 * Demo web config (issue 19): five partners with logos, banners in every
 * placement and every state (live, scheduled, ended, inactive), and template
 * messages for both channels, so each screen shows what it can.
 */
import { fileUrl, storeFile } from '../../services/files';
import { newId } from '../../services/tokens';
import type { Tx } from '../client';
import { banners, partners, templateMessages } from '../schema';
import { encodePng } from './demo-listings';

type Rgb = [number, number, number];
const DAY = 24 * 60 * 60 * 1000;

/** A flat logo: a coloured disc on white. */
const logoImage = (c: Rgb) => encodePng(160, 80, (x, y) => ((x - 40) ** 2 + (y - 40) ** 2 < 28 ** 2 ? c : x > 80 && x < 150 && y > 32 && y < 48 ? c : [255, 255, 255]));
/** A wide banner: a two-colour gradient. */
const bannerImage = (a: Rgb, b: Rgb) =>
  encodePng(480, 160, (x) => {
    const f = x / 479;
    return [Math.round(a[0] + (b[0] - a[0]) * f), Math.round(a[1] + (b[1] - a[1]) * f), Math.round(a[2] + (b[2] - a[2]) * f)];
  });

const PARTNERS: { name: string; link: string; color: Rgb }[] = [
  { name: 'Bank Nusantara', link: 'https://www.example.com/bank-nusantara', color: [21, 101, 192] },
  { name: 'Asuransi Sentosa', link: 'https://www.example.com/asuransi-sentosa', color: [46, 125, 50] },
  { name: 'Notaris Rahardjo & Rekan', link: 'https://www.example.com/notaris-rahardjo', color: [123, 31, 162] },
  { name: 'Pindahan Cepat', link: 'https://www.example.com/pindahan-cepat', color: [230, 81, 0] },
  { name: 'Desain Interior Kita', link: 'https://www.example.com/interior-kita', color: [0, 121, 107] },
];

const BANNERS = [
  { title: 'Rumah impian mulai 500 juta', placement: 'WEB_HOME_HERO', link: 'https://www.example.com/promo/rumah-impian', from: -10, to: 20, status: 'ACTIVE', colors: [[13, 71, 161], [66, 165, 245]] },
  { title: 'KPR bunga 3,5% bersama Bank Nusantara', placement: 'WEB_HOME_HERO', link: 'https://www.example.com/promo/kpr', from: -3, to: null, status: 'ACTIVE', colors: [[27, 94, 32], [102, 187, 106]] },
  { title: 'Pameran properti Desember', placement: 'WEB_HOME_HERO', link: null, from: 7, to: 14, status: 'ACTIVE', colors: [[183, 28, 28], [239, 154, 154]] },
  { title: 'Promo akhir tahun lalu', placement: 'WEB_HOME_HERO', link: null, from: -60, to: -30, status: 'ACTIVE', colors: [[66, 66, 66], [189, 189, 189]] },
  { title: 'Jual rumah Anda bersama kami', placement: 'WEB_LISTING_PAGE', link: 'https://www.example.com/jual', from: -30, to: null, status: 'ACTIVE', colors: [[74, 20, 140], [186, 104, 200]] },
  { title: 'Survei kepuasan pelanggan', placement: 'WEB_LISTING_PAGE', link: null, from: -5, to: 30, status: 'INACTIVE', colors: [[230, 81, 0], [255, 183, 77]] },
  { title: 'Selamat datang di aplikasi agen', placement: 'APP_HOME', link: null, from: -90, to: null, status: 'ACTIVE', colors: [[0, 96, 100], [77, 208, 225]] },
] as const;

const TEMPLATES = [
  {
    channel: 'WHATSAPP',
    name: 'Kirim listing',
    subject: null,
    body: 'Halo {{client_name}}, saya {{agent_name}} dari {{office_name}}. Ini listing yang mungkin cocok: {{listing_title}} ({{listing_price}}). Lihat di {{listing_link}}',
  },
  { channel: 'WHATSAPP', name: 'Follow up survei', subject: null, body: 'Halo {{client_name}}, bagaimana kesan survei {{listing_title}} kemarin? Hubungi saya di {{agent_phone}}. Salam, {{agent_name}}' },
  {
    channel: 'EMAIL',
    name: 'Listing baru',
    subject: 'Listing baru untuk {{client_name}}: {{listing_title}}',
    body: 'Yth. {{client_name}},\n\nKami punya listing baru: {{listing_title}} seharga {{listing_price}}.\nDetail: {{listing_link}}\n\nSalam,\n{{agent_name}}\n{{office_name}}',
  },
  { channel: 'EMAIL', name: 'Terima kasih', subject: 'Terima kasih, {{client_name}}', body: 'Terima kasih telah mempercayakan pencarian properti Anda kepada {{agent_name}}.' },
] as const;

export async function seedWebConfig(tx: Tx, now: Date): Promise<void> {
  const partnerRows = [];
  for (const [i, p] of PARTNERS.entries()) {
    const key = await storeFile(tx, { contentType: 'image/png', fileName: `partner-${i + 1}.png`, data: logoImage(p.color), uploadedByUserId: null, createdAt: now });
    partnerRows.push({ partnerId: newId(), name: p.name, link: p.link, logoUrl: fileUrl(key), displayOrder: i + 1, createdAt: now, updatedAt: now });
  }
  await tx.insert(partners).values(partnerRows);

  const bannerRows = [];
  const places = new Map<string, number>();
  for (const [i, b] of BANNERS.entries()) {
    const key = await storeFile(tx, { contentType: 'image/png', fileName: `banner-${i + 1}.png`, data: bannerImage(b.colors[0] as Rgb, b.colors[1] as Rgb), uploadedByUserId: null, createdAt: now });
    const place = (places.get(b.placement) ?? 0) + 1;
    places.set(b.placement, place);
    bannerRows.push({
      bannerId: newId(),
      title: b.title,
      imageUrl: fileUrl(key),
      link: b.link,
      placement: b.placement,
      startAt: new Date(now.getTime() + b.from * DAY),
      endAt: b.to === null ? null : new Date(now.getTime() + b.to * DAY),
      status: b.status,
      displayOrder: place,
      createdAt: now,
      updatedAt: now,
    });
  }
  await tx.insert(banners).values(bannerRows);

  await tx.insert(templateMessages).values(TEMPLATES.map((t, i) => ({ templateId: newId(), ...t, createdAt: new Date(now.getTime() - (i + 1) * DAY), updatedAt: new Date(now.getTime() - (i + 1) * DAY) })));
}
