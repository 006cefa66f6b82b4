/**
 * The newsletter issue as an e-mail (issue 27): subject, an HTML part written in MJML (whose output is built for
 * the major clients, Outlook's Word engine included: tables, conditional comments, inlined widths) and a plain-text
 * part with the same content, for clients and filters that read only text.
 *
 * Pure apart from MJML: it reads no database and sends nothing. The sender (the batch jobs) calls it once per
 * recipient with their personal part and unsubscribe link, and adds the headers (Message-ID, List-Unsubscribe...).
 * MJML's compilation is the costly step (tens of milliseconds), so an issue is compiled once, each personal row
 * (a section heading, an event) once per issue, and a recipient's copy is put together from them with their links.
 */
import mjml2html from 'mjml';

export interface NewsletterEmailItem {
  title: string;
  /** A line or two under the title; '' for none. */
  summary: string;
  /** The product's schedule text ('Sat, Dec 05 at 8:00 PM'); '' for none (collections, roundups, places). */
  scheduleText: string;
  /** Absolute address of the item's page, without campaign parameters (the renderer adds them). */
  url: string;
  imageUrl: string | null;
  imageAlt: string;
  /** A short line about why it is here ('3 people you follow are interested'); optional. */
  note?: string;
}

export interface NewsletterEmailSection {
  /** 'this-weekend', 'editor-picks', ... ; used as utm_content. */
  key: string;
  title: string;
  items: NewsletterEmailItem[];
}

export interface NewsletterEmailIssue {
  id: string;
  locationSlug: string;
  locationName: string;
  /** The local date it goes out on, 'YYYY-MM-DD'. */
  issueDate: string;
  subject: string;
  /** Plain text; blank lines split paragraphs. */
  intro: string;
  /** The website's origin, 'https://happenings.example'. */
  siteUrl: string;
  /** The issue's public page (/{location}/newsletter/{date}). */
  archiveUrl: string;
  sections: NewsletterEmailSection[];
}

/** What one subscriber with an account gets besides the location's issue. */
export interface NewsletterEmailPersonalPart {
  friendsInterested: NewsletterEmailItem[];
  forYou: NewsletterEmailItem[];
}

export interface NewsletterEmailRecipient {
  personal?: NewsletterEmailPersonalPart | null;
  /** The recipient's one-click unsubscribe page (https); without it (previews, test sends) the sign-up page. */
  unsubscribeUrl?: string;
  /** Where they manage their subscriptions (/account/edit for an account); optional. */
  manageUrl?: string;
}

export interface RenderedNewsletterIssue {
  subject: string;
  html: string;
  text: string;
}

const BRAND = '#5618F7';
const INK = '#1b1530';
const MUTED = '#5b5670';
const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";
// Placeholders for the recipient's links in a compiled issue: valid URLs, so MJML passes them through untouched.
const UNSUBSCRIBE_SLOT = 'https://unsubscribe.slot.invalid/';
const MANAGE_SLOT = 'https://manage.slot.invalid/';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The item's address with the campaign parameters of the issue and section (utm_*), for the site's analytics. */
export function withCampaign(url: string, issue: NewsletterEmailIssue, section: string): string {
  const address = new URL(url);
  address.searchParams.set('utm_source', 'newsletter');
  address.searchParams.set('utm_medium', 'email');
  address.searchParams.set('utm_campaign', `newsletter-${issue.locationSlug}-${issue.issueDate}`);
  address.searchParams.set('utm_content', section);
  return address.toString();
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);

function personalSections(
  personal: NewsletterEmailPersonalPart | null | undefined,
): NewsletterEmailSection[] {
  if (!personal) return [];
  return [
    { key: 'friends-interested', title: 'Your friends are interested', items: personal.friendsInterested },
    { key: 'for-you', title: 'Picked for you', items: personal.forYou },
  ].filter((section) => section.items.length > 0);
}

function itemMjml(item: NewsletterEmailItem, href: string): string {
  const link = escapeHtml(href);
  const image = item.imageUrl
    ? `<mj-image src="${escapeHtml(item.imageUrl)}" alt="${escapeHtml(item.imageAlt || item.title)}" href="${link}" width="552px" border-radius="8px" padding="0 0 12px 0" />`
    : '';
  const lines = [
    `<a href="${link}" style="color:${INK};text-decoration:none;font-size:18px;font-weight:700;line-height:24px">${escapeHtml(item.title)}</a>`,
    item.scheduleText
      ? `<br/><span style="color:${BRAND};font-size:14px;font-weight:600;line-height:22px">${escapeHtml(item.scheduleText)}</span>`
      : '',
    item.note
      ? `<br/><span style="color:${MUTED};font-size:14px;line-height:20px">${escapeHtml(item.note)}</span>`
      : '',
    item.summary
      ? `<br/><span style="color:${MUTED};font-size:15px;line-height:22px">${escapeHtml(item.summary)}</span>`
      : '',
  ].join('');
  return `<mj-section padding="12px 24px"><mj-column>${image}<mj-text padding="0">${lines}</mj-text></mj-column></mj-section>`;
}

function headingMjml(section: Pick<NewsletterEmailSection, 'title'>): string {
  return `<mj-section padding="24px 24px 4px"><mj-column><mj-text padding="0" font-size="13px" letter-spacing="1px" color="${BRAND}" font-weight="700"><h2 style="margin:0;font-size:13px;text-transform:uppercase">${escapeHtml(section.title)}</h2></mj-text><mj-divider border-width="2px" border-color="${BRAND}" padding="8px 0 0" width="40px" align="left" /></mj-column></mj-section>`;
}

function sectionMjml(issue: NewsletterEmailIssue, section: NewsletterEmailSection): string {
  const items = section.items.map((item) => itemMjml(item, withCampaign(item.url, issue, section.key)));
  return headingMjml(section) + items.join('');
}

function headMjml(issue: NewsletterEmailIssue): string {
  return `<mj-head>
    <mj-title>${escapeHtml(issue.subject)}</mj-title>
    <mj-preview>${escapeHtml(paragraphs(issue.intro)[0] ?? issue.subject)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="${FONT}" />
      <mj-text color="${INK}" font-size="16px" line-height="24px" />
    </mj-attributes>
  </mj-head>`;
}

const WRAPPER = '<mj-wrapper background-color="#ffffff" padding="0 0 24px">';
/** Where a recipient's personal sections go in the compiled issue (an element MJML passes through as it is). */
const PERSONAL_SLOT = '<i data-newsletter-slot="personal"></i>';
const chunkMarker = (n: number) => `<i data-newsletter-chunk="${n}"></i>`;

async function compileMjml(source: string): Promise<string> {
  const result = await mjml2html(source, { validationLevel: 'strict', keepComments: false });
  return result.html;
}

/** The issue for everyone, with PERSONAL_SLOT after the intro. */
function compileIssueHtml(issue: NewsletterEmailIssue): Promise<string> {
  const sections = issue.sections.filter((section) => section.items.length > 0);
  const intro = paragraphs(issue.intro)
    .map((part) => `<p style="margin:0 0 12px">${escapeHtml(part)}</p>`)
    .join('');
  const signUp = withCampaign(`${issue.siteUrl}/${issue.locationSlug}/newsletter`, issue, 'footer');
  const archive = withCampaign(issue.archiveUrl, issue, 'header');
  return compileMjml(`<mjml lang="en">
  ${headMjml(issue)}
  <mj-body background-color="#f4f2fa" width="600px">
    ${WRAPPER}
      <mj-section padding="24px 24px 8px">
        <mj-column>
          <mj-text padding="0" font-size="14px" color="${MUTED}">
            <a href="${escapeHtml(archive)}" style="color:${BRAND};font-weight:700;text-decoration:none;font-size:20px">Happenings ${escapeHtml(issue.locationName)}</a>
            <br/>${escapeHtml(formatIssueDate(issue.issueDate))}
          </mj-text>
        </mj-column>
      </mj-section>
      <mj-section padding="8px 24px 0">
        <mj-column>
          <mj-text padding="0"><h1 style="margin:0 0 12px;font-size:24px;line-height:30px">${escapeHtml(issue.subject)}</h1>${intro}</mj-text>
        </mj-column>
      </mj-section>
      <mj-raw>${PERSONAL_SLOT}</mj-raw>
      ${sections.map((section) => sectionMjml(issue, section)).join('\n')}
    </mj-wrapper>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text padding="0" font-size="13px" line-height="20px" color="${MUTED}" align="center">
          You get this e-mail because you signed up for the Happenings ${escapeHtml(issue.locationName)} newsletter.<br/>
          <a href="${UNSUBSCRIBE_SLOT}" style="color:${MUTED}">Unsubscribe</a>
          · <a href="${MANAGE_SLOT}" style="color:${MUTED}">Manage your e-mail</a>
          · <a href="${escapeHtml(archive)}" style="color:${MUTED}">Read it on the web</a>
          · <a href="${escapeHtml(signUp)}" style="color:${MUTED}">Sign a friend up</a>
        </mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`);
}

/**
 * Sections (a heading, an item) compiled as rows of the issue's wrapper, each cut out between markers. Every
 * chunk sits between two other rows of the same wrapper, so its Outlook table markup is that of a middle row and
 * chunks can be laid one after another in any order at PERSONAL_SLOT.
 */
async function compileChunks(issue: NewsletterEmailIssue, sources: string[]): Promise<string[]> {
  const spacer = '<mj-section padding="0"><mj-column><mj-spacer height="1px" /></mj-column></mj-section>';
  const body = sources.map((source, n) => `<mj-raw>${chunkMarker(n)}</mj-raw>${source}`).join('');
  const html = await compileMjml(
    `<mjml lang="en">${headMjml(issue)}<mj-body width="600px">${WRAPPER}${spacer}${body}<mj-raw>${chunkMarker(sources.length)}</mj-raw>${spacer}</mj-wrapper></mj-body></mjml>`,
  );
  return sources.map((_, n) => {
    const start = html.indexOf(chunkMarker(n));
    const end = html.indexOf(chunkMarker(n + 1));
    if (start < 0 || end < start) throw new Error('A compiled newsletter chunk lost its markers');
    return html.slice(start + chunkMarker(n).length, end);
  });
}

/** '2026-12-03' -> 'Thursday, December 3, 2026' (a calendar date: no zone can shift it). */
export function formatIssueDate(issueDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${issueDate}T12:00:00Z`));
}

function textHead(issue: NewsletterEmailIssue): string {
  return [
    `Happenings ${issue.locationName} · ${formatIssueDate(issue.issueDate)}`,
    '',
    issue.subject,
    '='.repeat(Math.min(issue.subject.length, 72)),
    '',
    ...paragraphs(issue.intro).flatMap((part) => [part, '']),
  ].join('\n');
}

function textSections(issue: NewsletterEmailIssue, sections: NewsletterEmailSection[]): string {
  const lines: string[] = [];
  for (const section of sections) {
    lines.push(section.title.toUpperCase(), '');
    for (const item of section.items) {
      lines.push(`* ${item.title}`);
      if (item.scheduleText) lines.push(`  ${item.scheduleText}`);
      if (item.note) lines.push(`  ${item.note}`);
      if (item.summary) lines.push(`  ${item.summary}`);
      lines.push(`  ${withCampaign(item.url, issue, section.key)}`, '');
    }
  }
  return lines.join('\n');
}

function textFoot(issue: NewsletterEmailIssue): string {
  return [
    '--',
    `You get this e-mail because you signed up for the Happenings ${issue.locationName} newsletter.`,
    `Read it on the web: ${withCampaign(issue.archiveUrl, issue, 'header')}`,
    `Unsubscribe: ${UNSUBSCRIBE_SLOT}`,
    `Manage your e-mail: ${MANAGE_SLOT}`,
  ].join('\n');
}

interface IssueCache {
  /** The issue for everyone, compiled once, with PERSONAL_SLOT and the link slots. */
  html: Promise<string>;
  /** Compiled personal rows by their MJML: a week's picks are a few hundred events, compiled once each. */
  chunks: Map<string, Promise<string>>;
  /** The text part before the personal sections, and after them (with the link slots). */
  textBefore: string;
  textAfter: string;
}

/** Per issue object (dropped with it): pass the same object for every recipient of a batch. */
const caches = new WeakMap<NewsletterEmailIssue, IssueCache>();
/** Rows kept per issue; past it, rows compile each time (no unbounded growth). */
const CHUNK_CACHE_LIMIT = 5_000;

function cacheOf(issue: NewsletterEmailIssue): IssueCache {
  let cache = caches.get(issue);
  if (!cache) {
    const html = compileIssueHtml(issue);
    const shared = textSections(
      issue,
      issue.sections.filter((section) => section.items.length > 0),
    );
    cache = {
      html,
      chunks: new Map(),
      textBefore: textHead(issue),
      textAfter: `${shared}\n${textFoot(issue)}`,
    };
    caches.set(issue, cache);
    // A failed compilation is not kept: the next call tries again.
    html.catch(() => caches.delete(issue));
  }
  return cache;
}

/** The HTML of a recipient's personal sections, from compiled rows (the missing ones compiled together). */
async function personalHtml(
  issue: NewsletterEmailIssue,
  sections: NewsletterEmailSection[],
): Promise<string> {
  if (sections.length === 0) return '';
  const { chunks } = cacheOf(issue);
  const sources = sections.flatMap((section) => [
    headingMjml(section),
    ...section.items.map((item) => itemMjml(item, withCampaign(item.url, issue, section.key))),
  ]);
  const missing = [...new Set(sources.filter((source) => !chunks.has(source)))];
  if (missing.length > 0) {
    const compiled = compileChunks(issue, missing);
    missing.forEach((source, n) => {
      const chunk = compiled.then((all) => all[n]!);
      if (chunks.size < CHUNK_CACHE_LIMIT) {
        chunks.set(source, chunk);
        chunk.catch(() => chunks.delete(source));
      }
    });
    const fresh = await compiled;
    const byMissing = new Map(missing.map((source, n) => [source, fresh[n]!]));
    const rows = await Promise.all(sources.map((source) => byMissing.get(source) ?? chunks.get(source)!));
    return rows.join('');
  }
  return (await Promise.all(sources.map((source) => chunks.get(source)!))).join('');
}

/**
 * The contract with the sender: the issue (as toNewsletterEmailIssue builds it) and optionally one recipient's
 * personal part and links, to `{ subject, html, text }`. Pass the same issue object for every recipient of a
 * batch: the issue is compiled once, and each personal row once.
 */
export async function renderNewsletterIssue(
  issue: NewsletterEmailIssue,
  recipient: NewsletterEmailRecipient = {},
): Promise<RenderedNewsletterIssue> {
  const personal = personalSections(recipient.personal);
  const cache = cacheOf(issue);
  const [base, rows] = await Promise.all([cache.html, personalHtml(issue, personal)]);
  const text = [
    cache.textBefore,
    ...(personal.length > 0 ? [textSections(issue, personal)] : []),
    cache.textAfter,
  ].join('\n');
  const unsubscribe = recipient.unsubscribeUrl ?? `${issue.siteUrl}/${issue.locationSlug}/newsletter`;
  const manage = recipient.manageUrl ?? `${issue.siteUrl}/account/edit`;
  return {
    subject: issue.subject,
    // Functions as replacements: a `$` in a summary or an address is text, never a replacement pattern.
    html: base
      .replace(PERSONAL_SLOT, () => rows)
      .replaceAll(UNSUBSCRIBE_SLOT, () => escapeHtml(unsubscribe))
      .replaceAll(MANAGE_SLOT, () => escapeHtml(manage)),
    text: text.replaceAll(UNSUBSCRIBE_SLOT, () => unsubscribe).replaceAll(MANAGE_SLOT, () => manage),
  };
}
