/**
 * Brochures and spec sheets, written at build into build/client/downloads/ (pdf-lib): one for
 * each product file that names a `download`. Each PDF is laid out from the product file (name,
 * status, key facts, specifications) and the typed sections of its page (lead, cards, FAQ, mail
 * drafts), so a figure changed in content changes on the page and in its PDF in the same build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { loadPageFile, loadProducts, loadSite } from '../../src/content/load.server';
import type { Action } from '../../src/content/schemas/fields';
import type { Page } from '../../src/content/schemas/page';
import type { Product } from '../../src/content/schemas/products';
import type { Site } from '../../src/content/schemas/site';
import { mailtoHref } from '../../src/lib/mailto';
import { sitePages } from '../../src/site-map.server';
import { colors, rgbOf } from '../../src/styles/brand';
import { inputFile, renderCache } from './render-cache';

/** Budget per file (bench: scripts/bench/products.ts). */
export const PDF_BUDGET_BYTES = 300 * 1024;

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const INK = rgb(...rgbOf(colors.ink[900]));
const INK_SOFT = rgb(...rgbOf(colors.ink[600]));
const TEAL = rgb(...rgbOf(colors.brand[600]));
const TEAL_LIGHT = rgb(...rgbOf(colors.brand[200]));
const MINT = rgb(...rgbOf(colors.brand[50]));
const RULE = rgb(...rgbOf(colors.ink[200]));

type Fonts = { regular: PDFFont; bold: PDFFont };
type MailAction = Extract<Action, { mail: string }>;
type KeyValue = { label: string; value: string };
type CardLike = {
  title: string;
  description?: string | undefined;
  points?: string[] | undefined;
  stat?: { value: string; label: string } | undefined;
};
type Question = { question: string; answer: string };

const isMail = (action: Action): action is MailAction => 'mail' in action;

/** The product files that name a download, each with the page that presents the product. */
function downloads(): { product: Product; download: NonNullable<Product['download']>; page: Page; path: string }[] {
  return loadProducts().flatMap((product) => {
    if (!product.download) return [];
    const entry = sitePages().find((page) => page.path === product.path);
    if (!entry)
      throw new Error(`content/products/${product.id}.yaml path — "${product.path}" is no page of content/pages/; run "npm run content:check".`);
    return [{ product, download: product.download, page: loadPageFile(entry.file).page, path: entry.path }];
  });
}

/** Writes every product PDF into `<clientDir>/downloads/`; returns path and size of each. */
export async function writeProductPdfs(clientDir: string): Promise<{ path: string; bytes: number }[]> {
  const site = loadSite();
  // A PDF whose product, page, site settings and renderer are unchanged is copied from the last build that wrote it.
  const cache = renderCache('product-pdfs', ['scripts/build/pdfs.ts', 'src/styles/brand.ts', 'src/lib/mailto.ts']);
  const written: { path: string; bytes: number }[] = [];
  for (const item of downloads()) {
    const portrait = inputFile(join(process.cwd(), 'content', item.product.image.src));
    const bytes = await cache.get({ item, site, portrait }, () => productPdf(item, site));
    if (bytes.length > PDF_BUDGET_BYTES) {
      throw new Error(`${item.download.file} is ${(bytes.length / 1024).toFixed(0)} KB; the budget is ${PDF_BUDGET_BYTES / 1024} KB.`);
    }
    const file = join(clientDir, item.download.file);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, bytes);
    written.push({ path: item.download.file, bytes: bytes.length });
  }
  console.log(`postbuild: ${written.length} product PDFs written (${written.map((w) => `${w.path} ${(w.bytes / 1024).toFixed(0)} KB`).join(', ')}).`);
  return written;
}

/** Every PDF the build writes, from the product files (read by the content check's link rule and the tests). */
export const productDownloadPaths = (): string[] => downloads().map((item) => item.download.file);

/** Builds one PDF from the product's file and the sections of its page. */
export async function productPdf(
  { product, download, page, path }: { product: Product; download: NonNullable<Product['download']>; page: Page; path: string },
  site: Site,
): Promise<Uint8Array> {
  const hero = page.sections.find((section) => section.type === 'product-hero');
  const lead = hero?.lead ?? page.description;
  const pageUrl = new URL(path, site.url).toString();
  const facts = (product.keyFacts ?? []).flatMap((key) => {
    const spec = product.specs?.find((item) => item.key === key);
    return spec ? [spec.short ?? { label: spec.label, value: spec.value }] : [];
  });

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(`${product.name} — ${download.kind}`, { showInWindowTitleBar: true });
  doc.setAuthor(site.name);
  doc.setCreator(site.name);
  doc.setProducer('pdf-lib');
  doc.setSubject(lead);
  doc.setKeywords([product.name, download.kind, site.name]);
  doc.setLanguage('en');
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const portrait = await embedPortrait(doc, product.image.src);
  const writer = new Writer(doc, fonts, `${site.name} · ${product.name} ${download.kind.toLowerCase()} · ${pageUrl}`);

  writer.header({ company: site.name, eyebrow: hero?.eyebrow, heading: product.name, kind: download.kind, status: product.status, portrait });
  writer.paragraph(lead, { size: 12.5, gap: 10 });
  for (const statement of hero?.statements ?? []) writer.labelled(statement.label, statement.text);
  if (facts.length) writer.facts(facts);

  const mails: MailAction[] = [...(hero?.actions ?? [])].filter(isMail);
  const blocks = page.sections.filter((section) => section.type !== 'product-hero');
  // A spec sheet leads with its tables; a brochure keeps the page's order.
  if (download.kind === 'Specifications') blocks.sort((a, b) => Number(b.type === 'spec-list') - Number(a.type === 'spec-list'));
  for (const section of blocks) {
    if ('actions' in section && section.actions) mails.push(...section.actions.filter(isMail));
    switch (section.type) {
      case 'spec-list':
        writer.table(
          section.heading,
          (product.specs ?? []).filter((spec) => spec.table).map(({ label, value }) => ({ label, value })),
        );
        if (section.note) writer.paragraph(section.note, { size: 9, gap: 10 });
        break;
      case 'stats':
        if (section.heading && section.items) writer.table(section.heading, section.items);
        if (section.note) writer.paragraph(section.note, { size: 9, gap: 10 });
        break;
      case 'faq':
        writer.questions(section.heading, section.items);
        break;
      case 'feature-cards':
      case 'use-cases':
      case 'applications':
        writer.cards(section.heading, section.items);
        break;
      default:
        break;
    }
  }

  const seen = new Set<string>();
  const contacts = mails.filter((mail) => (seen.has(mail.subject) ? false : (seen.add(mail.subject), true)));
  writer.contact(
    contacts.map((mail) => ({
      label: mail.label,
      address: site.mailboxes[mail.mail],
      subject: mail.subject,
      href: mailtoHref({ to: site.mailboxes[mail.mail], subject: mail.subject }),
    })),
    pageUrl,
  );
  writer.finish();
  return doc.save();
}

async function embedPortrait(doc: PDFDocument, src: string): Promise<PDFImage | undefined> {
  try {
    const png = await sharp(join(process.cwd(), 'content', src))
      .resize(320, 320, { fit: 'inside' })
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer();
    return await doc.embedPng(png);
  } catch {
    return undefined;
  }
}

/** Flows text down A4 pages, opening a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;
  private readonly pages: PDFPage[] = [];
  private readonly charset: Set<number>;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly footer: string,
  ) {
    this.charset = new Set(fonts.regular.getCharacterSet());
    this.page = this.newPage();
    this.y = A4.height - MARGIN;
  }

  private newPage(): PDFPage {
    const page = this.doc.addPage([A4.width, A4.height]);
    this.pages.push(page);
    this.page = page;
    this.y = A4.height - MARGIN;
    return page;
  }

  /** Replaces characters the standard fonts cannot encode. */
  private safe(text: string): string {
    const mapped = text.replace(/[→]/g, '->').replace(/[≤]/g, '<=').replace(/[≥]/g, '>=').replace(/₹/g, 'INR ');
    return [...mapped].map((char) => (this.charset.has(char.codePointAt(0)!) ? char : '?')).join('');
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    let line = '';
    for (const word of this.safe(text).split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
    return out;
  }

  private ensure(height: number) {
    if (this.y - height < MARGIN + 30) this.newPage();
  }

  private text(text: string, x: number, size: number, font: PDFFont, color = INK) {
    this.page.drawText(this.safe(text), { x, y: this.y, size, font, color });
  }

  header(h: {
    company: string;
    eyebrow?: string | undefined;
    heading: string;
    kind: string;
    status?: string | undefined;
    portrait: PDFImage | undefined;
  }) {
    const band = 190;
    this.page.drawRectangle({ x: 0, y: A4.height - band, width: A4.width, height: band, color: INK });
    if (h.portrait) {
      const size = 150;
      this.page.drawRectangle({ x: A4.width - MARGIN - size, y: A4.height - band + 20, width: size, height: size, color: MINT });
      this.page.drawImage(h.portrait, { x: A4.width - MARGIN - size, y: A4.height - band + 20, width: size, height: size });
    }
    this.y = A4.height - MARGIN + 4;
    this.text(h.company.toUpperCase(), MARGIN, 9, this.fonts.bold, TEAL_LIGHT);
    this.y -= 40;
    this.text(h.heading, MARGIN, 32, this.fonts.bold, rgb(1, 1, 1));
    this.y -= 26;
    this.text([h.kind, h.status, h.eyebrow].filter(Boolean).join('  ·  '), MARGIN, 11, this.fonts.regular, TEAL_LIGHT);
    this.y = A4.height - band - 34;
  }

  paragraph(text: string, { size = 10.5, gap = 6, color = INK_SOFT, indent = 0 } = {}) {
    const lead = size * 1.45;
    for (const line of this.lines(text, this.fonts.regular, size, A4.width - 2 * MARGIN - indent)) {
      this.ensure(lead);
      this.text(line, MARGIN + indent, size, this.fonts.regular, color);
      this.y -= lead;
    }
    this.y -= gap;
  }

  labelled(label: string, text: string) {
    this.ensure(34);
    this.text(label.toUpperCase(), MARGIN, 8.5, this.fonts.bold, TEAL);
    this.y -= 14;
    this.paragraph(text, { size: 10.5, gap: 6 });
  }

  facts(facts: { value: string; label: string }[]) {
    const gap = 10;
    // Boxes never wider than a third of the row, even when there are fewer facts.
    const slots = Math.max(3, facts.length);
    const width = (A4.width - 2 * MARGIN - gap * (slots - 1)) / slots;
    this.ensure(70);
    facts.forEach((fact, i) => {
      const x = MARGIN + i * (width + gap);
      this.page.drawRectangle({ x, y: this.y - 52, width, height: 60, color: MINT });
      this.page.drawText(this.safe(fact.value), { x: x + 12, y: this.y - 20, size: 18, font: this.fonts.bold, color: TEAL });
      this.page.drawText(this.safe(fact.label), { x: x + 12, y: this.y - 40, size: 9, font: this.fonts.regular, color: INK_SOFT });
    });
    this.y -= 80;
  }

  /** A section heading, kept on the same page as at least `keep` points of what follows. */
  section(heading: string, keep = 60) {
    this.ensure(40 + keep);
    this.y -= 6;
    this.text(heading, MARGIN, 15, this.fonts.bold);
    this.y -= 8;
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 1.5, color: TEAL });
    this.y -= 18;
  }

  table(heading: string, rows: KeyValue[]) {
    this.section(heading);
    const valueX = MARGIN + 190;
    for (const row of rows) {
      const valueLines = this.lines(row.value, this.fonts.bold, 10.5, A4.width - MARGIN - valueX);
      this.ensure(16 * valueLines.length + 8);
      this.text(row.label, MARGIN, 10.5, this.fonts.regular, INK_SOFT);
      valueLines.forEach((line, i) => {
        this.page.drawText(line, { x: valueX, y: this.y - i * 14, size: 10.5, font: this.fonts.bold, color: INK });
      });
      this.y -= 14 * valueLines.length + 4;
      this.page.drawLine({ start: { x: MARGIN, y: this.y + 6 }, end: { x: A4.width - MARGIN, y: this.y + 6 }, thickness: 0.5, color: RULE });
      this.y -= 6;
    }
    this.y -= 10;
  }

  cards(heading: string, cards: CardLike[]) {
    this.section(heading);
    for (const card of cards) {
      this.ensure(40);
      const title = card.stat ? `${card.title} — ${card.stat.value} ${card.stat.label}` : card.title;
      this.text(title, MARGIN, 11, this.fonts.bold);
      this.y -= 15;
      if (card.description) this.paragraph(card.description, { size: 10, gap: 2 });
      for (const point of card.points ?? []) this.paragraph(`•  ${point}`, { size: 10, gap: 0, indent: 10 });
      this.y -= 6;
    }
  }

  questions(heading: string, items: Question[]) {
    this.section(heading);
    for (const item of items) {
      this.ensure(40);
      this.text(item.question, MARGIN, 11, this.fonts.bold);
      this.y -= 15;
      this.paragraph(item.answer, { size: 10, gap: 8 });
    }
  }

  contact(mails: { label: string; address: string; subject: string; href: string }[], pageUrl: string) {
    this.section('Contact', mails.length * 18 + 20);
    for (const mail of mails) {
      this.ensure(30);
      this.text(`${mail.label}:`, MARGIN, 10.5, this.fonts.bold);
      const x = MARGIN + this.fonts.bold.widthOfTextAtSize(this.safe(`${mail.label}: `), 10.5);
      const line = `${mail.address} — subject "${mail.subject}"`;
      this.page.drawText(this.safe(line), { x, y: this.y, size: 10.5, font: this.fonts.regular, color: TEAL });
      this.y -= 18;
    }
    this.paragraph(`More on the web: ${pageUrl}`, { size: 10.5, gap: 0 });
  }

  finish() {
    this.pages.forEach((page, i) => {
      page.drawLine({ start: { x: MARGIN, y: 40 }, end: { x: A4.width - MARGIN, y: 40 }, thickness: 0.5, color: RULE });
      page.drawText(this.safe(this.footer), { x: MARGIN, y: 26, size: 8, font: this.fonts.regular, color: INK_SOFT });
      const number = `${i + 1} / ${this.pages.length}`;
      page.drawText(number, {
        x: A4.width - MARGIN - this.fonts.regular.widthOfTextAtSize(number, 8),
        y: 26,
        size: 8,
        font: this.fonts.regular,
        color: INK_SOFT,
      });
    });
  }
}
